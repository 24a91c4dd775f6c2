import type { Messages } from './en.js';

/** Server messages in Macedonian (Cyrillic). */
export const mk: Messages = {
  CurrentUserDidNotLoginToTheApplication: 'Тековниот корисник не е најавен во апликацијата!',
  AtLeastOneOfThesePermissionsMustBeGranted:
    'Потребните дозволи не се доделени. Мора да биде доделена барем една од следниве дозволи: {0}',
  AllOfThesePermissionsMustBeGranted:
    'Потребните дозволи не се доделени. Мора да бидат доделени сите од следниве дозволи: {0}',
  ValidationError: 'Вашето барање не е валидно!',
  ValidationNarrativeTitle: 'При валидацијата беа откриени следниве грешки.',
  EntityNotFound: 'Не постои ентитет {0} со id = {1}!',
  InternalServerError: 'Настана внатрешна грешка при обработката на вашето барање!',
  TooManyRequests: 'Премногу барања. Обидете се повторно за {0} секунди.',
  LoginFailed: 'Најавата не успеа!',
  InvalidUserNameOrPassword: 'Погрешно корисничко име или лозинка',
  ThereIsNoTenantDefinedWithName: 'Не постои закупец со име {0}',
  TenantIsNotActive: 'Закупецот {0} не е активен.',
  UserIsNotActiveAndCanNotLogin: 'Корисникот {0} не е активен и не може да се најави.',
  UserLockedOutMessage: 'Корисничката сметка е заклучена. Обидете се повторно подоцна.',
  NoExternalAuthenticationProviders: 'Не е конфигуриран ниту еден надворешен провајдер за автентикација.',
  FieldRequired: 'Полето {0} е задолжително.',
  FieldMaxLength: 'Полето {0} може да содржи најмногу {1} знаци.',
  FieldMinLength: 'Полето {0} мора да содржи најмалку {1} знаци.',
  FieldEmail: 'Полето {0} не содржи валидна адреса за е-пошта.',
  FieldRegex: "Полето {0} мора да одговара на регуларниот израз '{1}'.",
  FieldRange: 'Вредноста на полето {0} мора да биде помеѓу {1} и {2}.',
  FieldInvalid: 'Вредноста на полето {0} не е валидна.',
  InputIsNull: 'Недостасуваат влезни податоци!',
  UserNameIsTaken: "Корисничкото име '{0}' е веќе зафатено.",
  EmailIsTaken: "Адресата за е-пошта '{0}' е веќе зафатена.",
  RoleNameIsTaken: "Името на улогата '{0}' е веќе зафатено.",
  TenancyNameIsTaken: "Името на закупецот '{0}' е веќе зафатено.",
  IncorrectPassword: 'Погрешна лозинка.',
  PasswordUnchanged: 'Новата лозинка мора да се разликува од тековната.',
  PasswordTooShort: 'Лозинката мора да содржи најмалку {0} знаци.',
  UserNameCannotBeEmail:
    'Корисничкото име не може да биде адреса за е-пошта, освен ако не е иста како вашата адреса за е-пошта!',
  CanNotRegisterHostUsers:
    'Корисниците можат да се регистрираат само во рамките на закупец. Прво изберете закупец.',
  UnknownTenantId: 'Не постои закупец со ID {0}.',
  TenantIdIsNotActive: 'Закупецот со ID {0} не е активен.',
  CannotDeactivateYourself: 'Не можете да ја деактивирате сопствената сметка.',
  CannotDeleteYourself: 'Не можете да ја избришете сопствената сметка.',
  StaticRoleCannotBeDeleted: "Улогата '{0}' е однапред дефинирана и не може да се избрише.",
  StaticRoleCannotBeRenamed: "Улогата '{0}' е однапред дефинирана и не може да се преименува.",
  AdminPasswordMismatch:
    "Вашата 'Администраторска лозинка' не се совпаѓа со зачуваната. Обидете се повторно.",
  UnknownPermission: "Не постои дозвола со име '{0}'.",
  UnknownRole: "Не постои улога со име '{0}'.",
  UnsupportedLanguage: "Јазикот '{0}' не е поддржан.",
};
