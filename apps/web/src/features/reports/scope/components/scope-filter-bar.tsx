import { GRADES } from '@clearsheets/shared';
import { ReportFilterBar } from '../../components/report-filter-bar';
import { useSubjects } from '../api/scope-queries';
import type { ScopeFilterValues } from '../lib/scope-filters';

interface ScopeFilterBarProps {
  value: ScopeFilterValues;
  onChange: (next: ScopeFilterValues) => void;
  /** Grade and subject (off where one class or standard is chosen already). */
  gradeSubject?: boolean;
}

/** Grade, subject and a range of weeks, as the school and district reports offer them. */
export function ScopeFilterBar({ value, onChange, gradeSubject = true }: ScopeFilterBarProps) {
  const subjects = useSubjects();
  return (
    <ReportFilterBar
      value={value}
      onChange={(next) =>
        onChange({ grade: next.grade, subjectId: next.subjectId, from: next.from, to: next.to } as ScopeFilterValues)
      }
      grades={gradeSubject ? [...GRADES] : undefined}
      subjects={gradeSubject ? (subjects.data ?? []) : undefined}
    />
  );
}
