import type {
  TClassList,
  TDistrictOverview,
  TSchoolUsageReport,
  TSessionDay,
  TStudentUsageDetail,
  TStudentUsageReport,
} from '@clearsheets/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

// The usage reports' reads (GET /api/v1/reports/usage/...). Ranges left out are the server's defaults.

export interface UsageRange {
  from?: string;
  to?: string;
}

/** A class's students' usage over a range. */
export const useStudentUsage = (classId: number | undefined, range: UsageRange) =>
  useQuery({
    queryKey: ['reports', 'usage', 'students', classId, range.from, range.to],
    queryFn: ({ signal }) =>
      api.get<TStudentUsageReport>('/api/v1/reports/usage/students', {
        signal,
        query: { classId, from: range.from, to: range.to },
      }),
    enabled: !!classId,
    placeholderData: keepPreviousData,
  });

/** One student's days. */
export const useStudentUsageDetail = (classId: number | undefined, studentId: number | undefined, range: UsageRange) =>
  useQuery({
    queryKey: ['reports', 'usage', 'student', classId, studentId, range.from, range.to],
    queryFn: ({ signal }) =>
      api.get<TStudentUsageDetail>('/api/v1/reports/usage/student', {
        signal,
        query: { classId, studentId, from: range.from, to: range.to },
      }),
    enabled: !!classId && !!studentId,
    placeholderData: keepPreviousData,
  });

/** One student's sessions on one day. */
export const useSessionDay = (classId: number | undefined, studentId: number | undefined, day: string | undefined) =>
  useQuery({
    queryKey: ['reports', 'usage', 'sessions', classId, studentId, day],
    queryFn: ({ signal }) =>
      api.get<TSessionDay>('/api/v1/reports/usage/sessions', { signal, query: { classId, studentId, day } }),
    enabled: !!classId && !!studentId && !!day,
  });

/** Schools by week (a district admin's district or one school; a leader's school). */
export const useSchoolUsage = (schoolId: number | undefined, range: UsageRange) =>
  useQuery({
    queryKey: ['reports', 'usage', 'schools', schoolId, range.from, range.to],
    queryFn: ({ signal }) =>
      api.get<TSchoolUsageReport>('/api/v1/reports/usage/schools', {
        signal,
        query: { schoolId, from: range.from, to: range.to },
      }),
    placeholderData: keepPreviousData,
  });

/** The classes the caller may open (the class filter's list). */
export const useUsageClasses = (enabled: boolean) =>
  useQuery({
    queryKey: ['reports', 'usage', 'classes'],
    queryFn: ({ signal }) => api.get<TClassList>('/api/v1/classes', { signal, query: { page: 1, pageSize: 100 } }),
    enabled,
  });

/** The district's schools (a district admin's school filter). */
export const useUsageSchools = (enabled: boolean) =>
  useQuery({
    queryKey: ['reports', 'usage', 'schools-list'],
    queryFn: ({ signal }) => api.get<TDistrictOverview>('/api/v1/districts/overview', { signal }),
    enabled,
  });
