// The rosters module's front door: what other modules and the app may use (docs/decisions/0041).
export { createPasswordHasher } from './password-hasher';
export { createStudentAccounts, findSealedPassword, setStudentPassword } from './student-accounts.repository';
export { generateStudentPassword } from './student-names';
export {
  findStudentsEnrollableBy,
  findStudentsEnrollableByUser,
  loadStudentFor,
  mayReadPassword,
} from './students.policy';
export {
  findEnrollmentStatuses,
  findSealedPasswords,
  insertEnrollments,
  type StudentRow,
  setEnrollmentStatus,
  updateStudentRow,
} from './students.repository';
export { assertUsernamesFree, withUsernameGuard } from './usernames.service';
