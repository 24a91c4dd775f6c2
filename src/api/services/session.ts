import { AbpApiError } from '../errors';
import { api, request } from '../http';
import { hooks } from '../httpHooks';
import { grantedKeys } from '../schemas/grantedKeys';
import type { CurrentUserInformations, GetCurrentLoginInformationsOutput } from '../types/identity';
import type { AbpUserConfiguration } from '../types/userConfiguration';
import { userInformationsFallback } from './sessionFallback';

/**
 * What a backend following the spec may send: its shape names only user (name, surname, emailAddress),
 * tenant (name) and auth.grantedPermissions, so every other field may be missing.
 */
type Loose<T> = { [K in keyof T]?: T[K] extends object | null ? Partial<T[K]> | null : T[K] };
type SpecUserInformations = Loose<CurrentUserInformations>;

const getLoginInformations = () =>
  api.get<GetCurrentLoginInformationsOutput>('Session/GetCurrentLoginInformations');

const getUserConfiguration = () =>
  request<AbpUserConfiguration>({ method: 'GET', url: '/AbpUserConfiguration/GetAll' });

/** The backend has no Session/GetCurrentUserInformations: a stock ABP module-zero backend answers 404. */
const isMissing = (error: unknown) => error instanceof AbpApiError && error.status === 404;

/** A call made with a token that did not sign anybody in (ABP answers anonymously instead of 401). */
const notSignedIn = () =>
  new AbpApiError('Current user did not login to the application!', 401, null, [], true);

/**
 * The language a stock ABP backend resolved from the user's saved setting: ABP's culture providers put the
 * user's `Abp.Localization.DefaultLanguageName` before the culture header the SPA sends, so a current language
 * other than the one sent is the user's own choice. When the backend does not offer the language sent, it may
 * have fallen back to its default, so nothing can be concluded.
 */
function savedLanguage(configuration: AbpUserConfiguration): string | null {
  const sent = hooks.getLanguage();
  const { languages, currentLanguage } = configuration.localization;
  const offered = (name: string) => languages.some((l) => l.name.split('-')[0] === name && !l.isDisabled);
  const current = currentLanguage.name.split('-')[0] ?? '';
  return offered(sent) && current !== sent ? current : null;
}

/**
 * The signed-in user's information on a stock ABP backend: Session/GetCurrentLoginInformations for the user
 * and tenant, and AbpUserConfiguration/GetAll for the permission catalogue and grants (a name counts as
 * granted only when it is in both maps, as `abp.auth.isGranted` has it) and the user's saved language.
 */
async function fromStockAbp(): Promise<CurrentUserInformations> {
  const [login, configuration] = await Promise.all([getLoginInformations(), getUserConfiguration()]);
  if (!login.user || configuration.session.userId === null) throw notSignedIn();
  const all = grantedKeys(configuration.auth.allPermissions);
  const defined = new Set(all);
  return {
    user: { ...login.user, language: savedLanguage(configuration) },
    tenant: login.tenant,
    auth: {
      grantedPermissions: grantedKeys(configuration.auth.grantedPermissions).filter((p) => defined.has(p)),
      allPermissions: all,
    },
  };
}

/**
 * The spec's Session/GetCurrentUserInformations, completed: its user is only (name, surname, emailAddress) and
 * its tenant only (name), so the user name and ids come from Session/GetCurrentLoginInformations when missing.
 */
async function fromSpecShape(info: SpecUserInformations): Promise<CurrentUserInformations> {
  const user = info.user ?? {};
  const complete =
    typeof user.userName === 'string' &&
    typeof user.id === 'number' &&
    (info.tenant == null || typeof info.tenant.id === 'number');
  const login = complete ? null : await getLoginInformations().catch(() => null);
  const tenant = info.tenant ?? null;
  return {
    user: {
      id: user.id ?? login?.user?.id ?? 0,
      name: user.name ?? login?.user?.name ?? '',
      surname: user.surname ?? login?.user?.surname ?? '',
      userName: user.userName ?? login?.user?.userName ?? '',
      emailAddress: user.emailAddress ?? login?.user?.emailAddress ?? '',
      language: user.language ?? null,
      ...(user.agentCode !== undefined ? { agentCode: user.agentCode } : {}),
    },
    tenant:
      tenant === null
        ? null
        : {
            id: tenant.id ?? login?.tenant?.id ?? 0,
            tenancyName: tenant.tenancyName ?? login?.tenant?.tenancyName ?? '',
            name: tenant.name ?? login?.tenant?.name ?? '',
          },
    auth: {
      grantedPermissions: info.auth?.grantedPermissions ?? [],
      ...(info.auth?.allPermissions ? { allPermissions: info.auth.allPermissions } : {}),
    },
  };
}

export const sessionApi = {
  getCurrentLoginInformations: getLoginInformations,
  getUserConfiguration,
  /**
   * Who is signed in, with what permissions. Session/GetCurrentUserInformations (the spec's call) when the
   * backend has it; on a stock ABP backend, where it answers 404, the same from GetCurrentLoginInformations and
   * AbpUserConfiguration/GetAll. The 404 is remembered (sessionFallback.ts): later page loads go straight there.
   */
  getCurrentUserInformations: async (): Promise<CurrentUserInformations> => {
    if (userInformationsFallback.remembered()) return fromStockAbp();
    let info: SpecUserInformations;
    try {
      info = await api.get<SpecUserInformations>('Session/GetCurrentUserInformations');
    } catch (error) {
      if (!isMissing(error)) throw error;
      userInformationsFallback.remember();
      return fromStockAbp();
    }
    return fromSpecShape(info);
  },
};
