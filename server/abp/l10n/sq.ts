import type { Messages } from './en.js';

/** Server messages in Albanian. */
export const sq: Messages = {
  CurrentUserDidNotLoginToTheApplication: 'Përdoruesi aktual nuk është identifikuar në aplikacion!',
  AtLeastOneOfThesePermissionsMustBeGranted:
    'Lejet e kërkuara nuk janë dhënë. Duhet të jepet të paktën një nga këto leje: {0}',
  AllOfThesePermissionsMustBeGranted:
    'Lejet e kërkuara nuk janë dhënë. Duhet të jepen të gjitha këto leje: {0}',
  ValidationError: 'Kërkesa juaj nuk është e vlefshme!',
  ValidationNarrativeTitle: 'Gjatë validimit u gjetën gabimet e mëposhtme.',
  EntityNotFound: 'Nuk ekziston asnjë entitet {0} me id = {1}!',
  InternalServerError: 'Ndodhi një gabim i brendshëm gjatë përpunimit të kërkesës suaj!',
  TooManyRequests: 'Shumë kërkesa. Ju lutemi provoni përsëri pas {0} sekondash.',
  LoginFailed: 'Identifikimi dështoi!',
  InvalidUserNameOrPassword: 'Emër përdoruesi ose fjalëkalim i pavlefshëm',
  ThereIsNoTenantDefinedWithName: 'Nuk ekziston asnjë qiramarrës me emrin {0}',
  TenantIsNotActive: 'Qiramarrësi {0} nuk është aktiv.',
  UserIsNotActiveAndCanNotLogin: 'Përdoruesi {0} nuk është aktiv dhe nuk mund të identifikohet.',
  UserLockedOutMessage: 'Llogaria e përdoruesit është bllokuar. Ju lutemi provoni përsëri më vonë.',
  NoExternalAuthenticationProviders: 'Nuk është konfiguruar asnjë ofrues i jashtëm autentifikimi.',
  FieldRequired: 'Fusha {0} është e detyrueshme.',
  FieldMaxLength: 'Fusha {0} duhet të ketë të shumtën {1} karaktere.',
  FieldMinLength: 'Fusha {0} duhet të ketë të paktën {1} karaktere.',
  FieldEmail: 'Fusha {0} nuk përmban një adresë të vlefshme emaili.',
  FieldRegex: "Fusha {0} duhet të përputhet me shprehjen e rregullt '{1}'.",
  FieldRange: 'Vlera e fushës {0} duhet të jetë ndërmjet {1} dhe {2}.',
  FieldInvalid: 'Vlera e fushës {0} nuk është e vlefshme.',
  InputIsNull: 'Të dhënat hyrëse mungojnë!',
  UserNameIsTaken: "Emri i përdoruesit '{0}' është tashmë në përdorim.",
  EmailIsTaken: "Adresa e emailit '{0}' është tashmë në përdorim.",
  RoleNameIsTaken: "Emri i rolit '{0}' është tashmë në përdorim.",
  TenancyNameIsTaken: "Emri i qiramarrësit '{0}' është tashmë në përdorim.",
  IncorrectPassword: 'Fjalëkalim i pasaktë.',
  PasswordUnchanged: 'Fjalëkalimi i ri duhet të jetë i ndryshëm nga ai aktual.',
  PasswordTooShort: 'Fjalëkalimi duhet të ketë të paktën {0} karaktere.',
  UserNameCannotBeEmail:
    'Emri i përdoruesit nuk mund të jetë adresë emaili, përveç nëse është i njëjtë me adresën tuaj të emailit!',
  CanNotRegisterHostUsers:
    'Përdoruesit mund të regjistrohen vetëm brenda një qiramarrësi. Zgjidhni fillimisht një qiramarrës.',
  UnknownTenantId: 'Nuk ekziston asnjë qiramarrës me ID {0}.',
  TenantIdIsNotActive: 'Qiramarrësi me ID {0} nuk është aktiv.',
  CannotDeactivateYourself: 'Nuk mund ta çaktivizoni llogarinë tuaj.',
  CannotDeleteYourself: 'Nuk mund ta fshini llogarinë tuaj.',
  StaticRoleCannotBeDeleted: "Roli '{0}' është i paracaktuar dhe nuk mund të fshihet.",
  StaticRoleCannotBeRenamed: "Roli '{0}' është i paracaktuar dhe nuk mund të riemërtohet.",
  AdminPasswordMismatch:
    "'Fjalëkalimi i administratorit' nuk përputhet me atë të regjistruar. Ju lutemi provoni përsëri.",
  UnknownPermission: "Nuk ekziston asnjë leje me emrin '{0}'.",
  UnknownRole: "Nuk ekziston asnjë rol me emrin '{0}'.",
  UnsupportedLanguage: "Gjuha '{0}' nuk mbështetet.",
};
