// The accounts module's front door: what other modules and the app may use (docs/decisions/0041).

export { languageOfUser } from './account-mail';
export { accountRoutes } from './accounts.plugin';
export { issueChangeTicket } from './passwords.service';
export { needsLicenseGrade } from './settings.service';
