import type { TUserInfoClaim } from '@clearsheets/shared';

/** "Ana Garcia" from the token's UserInfo claim; the username when names are missing. */
export function fullNameOf(user: TUserInfoClaim | null): string {
  if (!user) return '';
  return [user.FirstName, user.LastName].filter(Boolean).join(' ') || user.UserName;
}

/** District admins belong to a district, everyone else to a school. */
export function placeOf(user: TUserInfoClaim | null, isDistrictAdmin: boolean): string | null {
  if (!user) return null;
  return (isDistrictAdmin ? user.DistrictName : user.SchoolName) ?? user.DistrictName ?? null;
}
