import { api } from '../http';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** The signed-in user's own settings (User/ChangePassword, User/ChangeLanguage; both need Pages.Users in ABP). */
export const profileApi = {
  changePassword: (input: ChangePasswordInput) => api.post<boolean>('User/ChangePassword', input),
  changeLanguage: (languageName: string) => api.post<null>('User/ChangeLanguage', { languageName }),
};
