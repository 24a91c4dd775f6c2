import type { Messages } from './en.js';

/** Server messages in Romanian. */
export const ro: Messages = {
  CurrentUserDidNotLoginToTheApplication: 'Utilizatorul curent nu este autentificat în aplicație!',
  AtLeastOneOfThesePermissionsMustBeGranted:
    'Permisiunile necesare nu sunt acordate. Trebuie acordată cel puțin una dintre aceste permisiuni: {0}',
  AllOfThesePermissionsMustBeGranted:
    'Permisiunile necesare nu sunt acordate. Trebuie acordate toate aceste permisiuni: {0}',
  ValidationError: 'Cererea dumneavoastră nu este validă!',
  ValidationNarrativeTitle: 'În timpul validării au fost detectate următoarele erori.',
  EntityNotFound: 'Nu există nicio entitate {0} cu id = {1}!',
  InternalServerError: 'A apărut o eroare internă în timpul procesării cererii dumneavoastră!',
  TooManyRequests: 'Prea multe cereri. Vă rugăm să încercați din nou peste {0} secunde.',
  LoginFailed: 'Autentificarea a eșuat!',
  InvalidUserNameOrPassword: 'Nume de utilizator sau parolă incorecte',
  ThereIsNoTenantDefinedWithName: 'Nu există niciun chiriaș definit cu numele {0}',
  TenantIsNotActive: 'Chiriașul {0} nu este activ.',
  UserIsNotActiveAndCanNotLogin: 'Utilizatorul {0} nu este activ și nu se poate autentifica.',
  UserLockedOutMessage: 'Contul de utilizator a fost blocat. Vă rugăm să încercați din nou mai târziu.',
  NoExternalAuthenticationProviders: 'Nu este configurat niciun furnizor de autentificare externă.',
  FieldRequired: 'Câmpul {0} este obligatoriu.',
  FieldMaxLength: 'Câmpul {0} trebuie să conțină cel mult {1} caractere.',
  FieldMinLength: 'Câmpul {0} trebuie să conțină cel puțin {1} caractere.',
  FieldEmail: 'Câmpul {0} nu conține o adresă de e-mail validă.',
  FieldRegex: "Câmpul {0} trebuie să corespundă expresiei regulate '{1}'.",
  FieldRange: 'Valoarea câmpului {0} trebuie să fie între {1} și {2}.',
  FieldInvalid: 'Valoarea câmpului {0} nu este validă.',
  InputIsNull: 'Datele de intrare lipsesc!',
  UserNameIsTaken: "Numele de utilizator '{0}' este deja folosit.",
  EmailIsTaken: "Adresa de e-mail '{0}' este deja folosită.",
  RoleNameIsTaken: "Numele de rol '{0}' este deja folosit.",
  TenancyNameIsTaken: "Numele de chiriaș '{0}' este deja folosit.",
  IncorrectPassword: 'Parolă incorectă.',
  PasswordUnchanged: 'Parola nouă trebuie să fie diferită de cea actuală.',
  PasswordTooShort: 'Parola trebuie să conțină cel puțin {0} caractere.',
  UserNameCannotBeEmail:
    'Numele de utilizator nu poate fi o adresă de e-mail decât dacă este identic cu adresa dumneavoastră de e-mail!',
  CanNotRegisterHostUsers:
    'Utilizatorii se pot înregistra doar în cadrul unui chiriaș. Alegeți mai întâi un chiriaș.',
  UnknownTenantId: 'Nu există niciun chiriaș cu id-ul {0}.',
  TenantIdIsNotActive: 'Chiriașul cu id-ul {0} nu este activ.',
  CannotDeactivateYourself: 'Nu vă puteți dezactiva propriul cont.',
  CannotDeleteYourself: 'Nu vă puteți șterge propriul cont.',
  StaticRoleCannotBeDeleted: "Rolul '{0}' este predefinit și nu poate fi șters.",
  StaticRoleCannotBeRenamed: "Rolul '{0}' este predefinit și nu poate fi redenumit.",
  AdminPasswordMismatch:
    "'Parola de administrator' introdusă nu corespunde celei înregistrate. Vă rugăm să încercați din nou.",
  UnknownPermission: "Nu există nicio permisiune cu numele '{0}'.",
  UnknownRole: "Nu există niciun rol cu numele '{0}'.",
  UnsupportedLanguage: "Limba '{0}' nu este acceptată.",
};
