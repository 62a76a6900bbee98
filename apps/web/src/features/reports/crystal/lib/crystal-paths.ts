import { PATHS } from '../../../../lib/route-access';
import { pathWith, type ReportFilterValues } from '../../lib/filters';

// Addresses of the crystal report's pages and CSV files, with the page's filters carried along.

export const crystalPaths = {
  overview: (f: ReportFilterValues) => pathWith(PATHS.teacherReport, f),
  domain: (f: ReportFilterValues, domainId: number) => pathWith(PATHS.teacherReportDomain, f, { domainId }),
  standard: (f: ReportFilterValues, standardId: number) => pathWith(PATHS.teacherReportStandard, f, { standardId }),
  student: (f: ReportFilterValues, studentId: number) => pathWith(PATHS.teacherReportStudent, f, { studentId }),
  assignment: (assignmentId: number) => `${PATHS.teacherAssignmentResult}?id=${assignmentId}`,
  lesson: (f: ReportFilterValues) => pathWith(PATHS.teacherLessonReport, f),
};

export const crystalCsv = {
  overview: (f: ReportFilterValues, table: string, order = 'name') =>
    pathWith('/api/v1/reports/crystal.csv', f, { order, table }),
  domain: (f: ReportFilterValues, domainId: number, table: string) =>
    pathWith('/api/v1/reports/crystal/domain.csv', f, { domainId, table }),
  standard: (f: ReportFilterValues, standardId: number, table: string) =>
    pathWith('/api/v1/reports/crystal/standard.csv', f, { standardId, table }),
  student: (f: ReportFilterValues, studentId: number, table: string) =>
    pathWith('/api/v1/reports/crystal/student.csv', f, { studentId, table }),
};
