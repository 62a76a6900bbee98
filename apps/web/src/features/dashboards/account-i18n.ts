import { addFeatureBundle, useFeatureT } from '../../lib/feature-i18n';

/** English texts of the account settings page (registered when the page's code loads). */
export const accountEn = addFeatureBundle({
  account: {
    title: 'Account settings',
    intro: 'Your profile, the licenses you work under and the features they include.',
    profile: 'Your profile',
    name: 'Name',
    username: 'Username',
    email: 'Email',
    role: 'Role',
    school: 'School',
    district: 'District',
    none: 'None',
  },
});

export const useAccountT = () => useFeatureT<typeof accountEn>();
