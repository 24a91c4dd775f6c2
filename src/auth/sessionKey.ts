/** Query key of the signed-in user's information; fetched once per sign-in and cached without expiry. */
export const currentUserKey = ['session', 'current-user'] as const;
