import { addFeatureBundle, useFeatureT } from '../../lib/i18n';

/** English texts of the staff screen, under staff.people (staff.* also holds the shell's texts). */
export const staffEn = addFeatureBundle({
  staff: {
    people: {
      title: 'Staff',
      introManage: 'Add teachers and staff, change their details, reset passwords and deactivate accounts.',
      introRead: 'The teachers and staff of your school. Only administrators can change them.',
      add: 'Add teacher',
      filters: {
        label: 'Filter the staff list',
        search: 'Search',
        searchPlaceholder: 'Name, username or email',
        role: 'Role',
        allRoles: 'All roles',
        status: 'Status',
        allStatuses: 'All statuses',
        school: 'School',
        allSchools: 'All schools',
      },
      status: { active: 'Active', deactivated: 'Deactivated' },
      /** A teacher who signed up naming this school: its licenses wait for an admin's confirmation. */
      unconfirmed: 'Signed up, not confirmed',
      unconfirmedHint: 'Signed up and named this school. Confirm that they teach here to give them its licenses.',
      confirmed: '{{name}} is confirmed: the school’s licenses now reach them.',
      table: {
        caption: 'Teachers and staff',
        name: 'Name',
        email: 'Email',
        role: 'Role',
        school: 'School',
        status: 'Status',
        actions: 'Actions',
        noEmail: 'No email',
        you: 'You',
        byDistrict: 'Managed by the district',
      },
      empty: 'No staff match these filters.',
      emptyAll: 'There are no staff here yet.',
      actions: {
        menu: 'Actions for {{name}}',
        edit: 'Edit',
        resetPassword: 'Reset password',
        deactivate: 'Deactivate',
        reactivate: 'Reactivate',
        confirm: 'Confirm at this school',
      },
      form: {
        addTitle: 'Add a teacher or staff member',
        editTitle: 'Edit {{name}}',
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        role: 'Role',
        school: 'School',
        chooseSchool: 'Choose a school',
        ownRoleLocked: 'You cannot change your own role or school.',
        cancel: 'Cancel',
        add: 'Add',
        save: 'Save changes',
      },
      password: {
        title: 'Temporary password',
        intro: 'Give {{name}} these sign-in details. They are shown only once.',
        username: 'Username',
        password: 'Temporary password',
        copy: 'Copy password',
        copied: 'Copied',
        done: 'Done',
      },
      deactivate: {
        title: 'Deactivate {{name}}?',
        body: 'They will no longer be able to sign in, and they are signed out everywhere. You can reactivate them later.',
        confirm: 'Deactivate',
      },
      reset: {
        title: 'Reset the password of {{name}}?',
        body: 'They are signed out everywhere and need the new temporary password to sign in again.',
        confirm: 'Reset password',
      },
      cancel: 'Cancel',
      close: 'Close',
      pager: {
        nav: 'Pages of the staff list',
        previous: 'Previous page',
        next: 'Next page',
        page: 'Page {{page}}',
        range: 'Showing {{from}}–{{to}} of {{total}}',
      },
    },
  },
});

export type StaffBundle = typeof staffEn;
export const useStaffT = () => useFeatureT<StaffBundle>();
