import type { Messages } from './en.js';

/** Server messages in German (formal "Sie"). */
export const de: Messages = {
  CurrentUserDidNotLoginToTheApplication: 'Der aktuelle Benutzer ist nicht bei der Anwendung angemeldet!',
  AtLeastOneOfThesePermissionsMustBeGranted:
    'Die erforderlichen Berechtigungen wurden nicht erteilt. Mindestens eine dieser Berechtigungen muss erteilt sein: {0}',
  AllOfThesePermissionsMustBeGranted:
    'Die erforderlichen Berechtigungen wurden nicht erteilt. Alle diese Berechtigungen müssen erteilt sein: {0}',
  ValidationError: 'Ihre Anfrage ist ungültig!',
  ValidationNarrativeTitle: 'Bei der Validierung wurden folgende Fehler festgestellt.',
  EntityNotFound: 'Es gibt keine Entität {0} mit ID = {1}!',
  InternalServerError: 'Bei der Verarbeitung Ihrer Anfrage ist ein interner Fehler aufgetreten!',
  TooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es in {0} Sekunden erneut.',
  LoginFailed: 'Anmeldung fehlgeschlagen!',
  InvalidUserNameOrPassword: 'Ungültiger Benutzername oder ungültiges Passwort',
  ThereIsNoTenantDefinedWithName: 'Es ist kein Mandant mit dem Namen {0} definiert',
  TenantIsNotActive: 'Der Mandant {0} ist nicht aktiv.',
  UserIsNotActiveAndCanNotLogin: 'Der Benutzer {0} ist nicht aktiv und kann sich nicht anmelden.',
  UserLockedOutMessage: 'Das Benutzerkonto wurde gesperrt. Bitte versuchen Sie es später erneut.',
  NoExternalAuthenticationProviders: 'Es sind keine externen Authentifizierungsanbieter konfiguriert.',
  FieldRequired: 'Das Feld {0} ist erforderlich.',
  FieldMaxLength: 'Das Feld {0} darf höchstens {1} Zeichen lang sein.',
  FieldMinLength: 'Das Feld {0} muss mindestens {1} Zeichen lang sein.',
  FieldEmail: 'Das Feld {0} enthält keine gültige E-Mail-Adresse.',
  FieldRegex: "Das Feld {0} muss dem regulären Ausdruck '{1}' entsprechen.",
  FieldRange: 'Der Wert des Feldes {0} muss zwischen {1} und {2} liegen.',
  FieldInvalid: 'Der Wert des Feldes {0} ist ungültig.',
  InputIsNull: 'Es wurden keine Eingabedaten übermittelt!',
  UserNameIsTaken: "Der Benutzername '{0}' ist bereits vergeben.",
  EmailIsTaken: "Die E-Mail-Adresse '{0}' ist bereits vergeben.",
  RoleNameIsTaken: "Der Rollenname '{0}' ist bereits vergeben.",
  TenancyNameIsTaken: "Der Mandantenname '{0}' ist bereits vergeben.",
  IncorrectPassword: 'Falsches Passwort.',
  PasswordUnchanged: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  PasswordTooShort: 'Passwörter müssen mindestens {0} Zeichen lang sein.',
  UserNameCannotBeEmail:
    'Der Benutzername darf keine E-Mail-Adresse sein, es sei denn, er stimmt mit Ihrer E-Mail-Adresse überein!',
  CanNotRegisterHostUsers:
    'Benutzer können sich nur innerhalb eines Mandanten registrieren. Bitte wählen Sie zuerst einen Mandanten aus.',
  UnknownTenantId: 'Es gibt keinen Mandanten mit der ID {0}.',
  TenantIdIsNotActive: 'Der Mandant mit der ID {0} ist nicht aktiv.',
  CannotDeactivateYourself: 'Sie können Ihr eigenes Konto nicht deaktivieren.',
  CannotDeleteYourself: 'Sie können Ihr eigenes Konto nicht löschen.',
  StaticRoleCannotBeDeleted: "Die Rolle '{0}' ist vordefiniert und kann nicht gelöscht werden.",
  StaticRoleCannotBeRenamed: "Die Rolle '{0}' ist vordefiniert und kann nicht umbenannt werden.",
  AdminPasswordMismatch:
    "Ihr 'Administratorpasswort' stimmt nicht mit dem hinterlegten überein. Bitte versuchen Sie es erneut.",
  UnknownPermission: "Es gibt keine Berechtigung mit dem Namen '{0}'.",
  UnknownRole: "Es gibt keine Rolle mit dem Namen '{0}'.",
  UnsupportedLanguage: "Die Sprache '{0}' wird nicht unterstützt.",
};
