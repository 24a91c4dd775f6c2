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
  ConcurrencyConflict: 'Altcineva a modificat această înregistrare după ce ați deschis-o.',
  ConcurrencyConflictDetails:
    'Modificările dumneavoastră nu au fost salvate. Reîncărcați cea mai recentă versiune sau comparați-o cu a dumneavoastră și salvați din nou.',
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
  FieldMaximum: 'Valoarea câmpului {0} trebuie să fie cel mult {1}.',
  FieldMinimum: 'Valoarea câmpului {0} trebuie să fie cel puțin {1}.',
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
  RequestTooLarge: 'Cererea este prea mare: se acceptă cel mult {0} KB.',
  InputValueOutOfRange: 'O valoare din cerere este în afara intervalului pe care serverul îl poate stoca.',
  PermissionNotHeld: "Nu puteți acorda '{0}': nu dețineți dumneavoastră această permisiune.",
  RoleNotGrantable: "Nu puteți atribui rolul '{0}': acordă permisiuni pe care nu le dețineți.",
  PermissionNotRevocable: "Nu puteți retrage '{0}': nu dețineți dumneavoastră această permisiune.",
  RoleNotDeletable: "Nu puteți șterge rolul '{0}': acordă permisiuni pe care nu le dețineți.",
  UserOutranksCaller:
    "Nu puteți modifica utilizatorul '{0}': deține permisiuni pe care dumneavoastră nu le dețineți.",
  LastUserManager:
    'Cel puțin un utilizator activ al acestui chiriaș trebuie să păstreze dreptul de a gestiona utilizatorii și rolurile.',
  ActivationNotGranted: "Schimbarea stării active a unui utilizator necesită permisiunea '{0}'.",
  RegistrationDisabled:
    'Înregistrarea este dezactivată pentru acest chiriaș. Cereți un cont unui administrator.',
  AccountAwaitingActivation:
    'Contul dvs. {0} așteaptă activarea: un administrator al acestui chiriaș trebuie să-l activeze înainte să vă puteți autentifica.',
  NewRegistrationSubject: 'Înregistrare nouă în așteptarea activării: {0}',
  NewRegistrationBody:
    '{0} ({1}, nume de utilizator {2}) s-a înregistrat în {3}. Contul rămâne inactiv până îl activați în Utilizatori (filtru: inactiv) și îi atribuiți un rol.',
  RegistrationIdentityUnavailable:
    'Acest nume de utilizator sau această adresă de e-mail nu poate fi folosită. Alegeți altele.',
  FieldCode:
    "Câmpul {0} poate conține doar litere, cifre, '.', '_' și '-' și trebuie să înceapă cu o literă sau o cifră.",
  FieldDecimal:
    'Câmpul {0} trebuie să fie un număr zecimal cu cel mult {1} cifre înainte de punct și {2} după el.',
  FieldPositive: 'Câmpul {0} trebuie să fie mai mare decât zero.',
  FieldCurrencyCode:
    "Câmpul {0} trebuie să fie un cod de monedă ISO 4217, de exemplu EUR; '{1}' nu este unul.",
  FieldCurrencyNotTradable:
    '{1} este un fond, un metal sau o unitate de cont ISO 4217, nu o monedă în care se pot stabili prețuri.',
  FieldCountryCode:
    "Câmpul {0} trebuie să fie un cod de țară ISO 3166 din două litere, de exemplu RS; '{1}' nu este unul.",
  FieldIbanFormat:
    'Câmpul {0} nu este un IBAN: acesta începe cu un cod de țară din două litere și două cifre de control, urmate de litere și cifre.',
  FieldIbanCountry: "Câmpul {0} începe cu '{1}', care nu este o țară ce folosește IBAN.",
  FieldIbanLength: 'Un IBAN din {1} are {2} caractere, dar câmpul {0} are {3}.',
  FieldIbanBban: 'Câmpul {0} nu are formatul de număr de cont al IBAN-urilor din {1}.',
  FieldIbanChecksum:
    'Cifrele de control ale câmpului {0} nu se potrivesc: probabil un caracter a fost tastat greșit.',
  FieldBic:
    'Câmpul {0} nu este un cod SWIFT/BIC: 8 sau 11 litere și cifre (bancă, țară, localitate, sucursală opțională).',
  FieldBicCountry: "Câmpul {0} indică țara '{1}', care nu există.",
  FieldUrl: 'Câmpul {0} trebuie să fie o adresă http:// sau https://.',
  FieldCulture: 'Câmpul {0} trebuie să fie o etichetă de limbă, de exemplu sr-Latn-RS.',
  FieldOneOf: 'Câmpul {0} poate conține doar aceste valori: {1}.',
  FieldUnknownId: 'Câmpul {0} se referă la o înregistrare care nu există (id {1}).',
  FieldDecimalPlaces: 'Câmpul {0} are mai multe zecimale decât permite {1} ({2}).',
  MaxAmountBelowMinAmount: 'Suma maximă nu poate fi mai mică decât suma minimă.',
  CodeIsTaken: "Codul '{0}' este deja folosit.",
  NameIsTaken: "Numele '{0}' este deja folosit.",
  CurrencyCodeIsTaken: 'Moneda {0} este deja în catalog.',
  TenantCurrencyIsTaken: 'Această monedă este deja una dintre monedele chiriașului.',
  IbanIsTaken: 'Contul {0} este deja înregistrat în această monedă.',
  MarketAlreadyServed: 'Furnizorul deservește deja această piață.',
  CurrencyInactive: 'Moneda {0} este dezactivată în catalog.',
  CurrencyNotSoldByTenant:
    'Moneda {0} nu este una dintre monedele active ale acestui chiriaș: adăugați-o mai întâi la monedele chiriașului.',
  DefaultCurrencyCannotBeUnset:
    'Un chiriaș are întotdeauna o monedă implicită: setați în schimb o altă monedă ca implicită.',
  DefaultCurrencyMustBeActive: 'Moneda implicită nu poate fi dezactivată.',
  DefaultCurrencyCannotBeDeleted:
    'Moneda implicită nu poate fi ștearsă cât timp chiriașul are și alte monede: setați mai întâi o altă monedă ca implicită.',
  CurrencyCodeLocked: 'Codul monedei {0} nu poate fi schimbat cât timp moneda este folosită.',
  CurrencyInUse:
    'Moneda {0} este încă folosită (monede ale chiriașilor, conturi bancare, furnizori de plăți sau agenții): dezactivați-o în schimb.',
  TenantCurrencyInUse:
    'Moneda {0} este încă folosită de conturile bancare, furnizorii de plăți sau agențiile acestui chiriaș: modificați-le mai întâi sau dezactivați moneda.',
  BankAccountHasPendingTransfers:
    'Contul bancar {0} nu poate fi șters: {1} transfer(uri) bancar(e) sau plăți în așteptare îl folosesc încă. Confirmați-le sau închideți-le mai întâi ori dezactivați contul.',
  AdapterLacksPaymentType:
    '{0} nu oferă transferuri bancare: folosiți simulatorul pentru plățile prin transfer bancar.',
  CredentialsRequiredToActivate: 'Introduceți datele de acces ale furnizorului înainte de a-l activa.',
  CredentialsRequiredForNewEndpoint:
    'Adaptorul sau modul sandbox/live s-a schimbat: introduceți din nou datele de acces ale furnizorului.',
  EmailKindIsTaken: 'Chiriașul are deja un tip de e-mail de acest fel.',
  EmailKindLocked: 'Felul unui tip de e-mail care are șabloane nu poate fi schimbat.',
  UnknownPlaceholders: 'Câmpul {0} folosește substituenți pe care acest tip de e-mail nu îi cunoaște: {1}.',
  TemplateExists: 'Acest tip de e-mail are deja un șablon în această limbă.',
  FieldHostName:
    "Câmpul {0} trebuie să fie un nume de server, de ex. smtp.example.com, sau o adresă IP; '{1}' nu este.",
  EmailFromAddressIsTaken: 'Un cont de e-mail trimite deja ca {0}.',
  EmailUserNameRequired: 'Introduceți numele de utilizator care corespunde parolei.',
  EmailPasswordRequiredForNewServer:
    'Serverul sau numele de utilizator s-a schimbat: introduceți din nou parola.',
  DefaultEmailAccountMustBeActive: 'Contul de e-mail implicit nu poate fi dezactivat.',
  DefaultEmailAccountCannotBeUnset:
    'Există întotdeauna un cont de e-mail implicit: faceți în schimb alt cont implicit.',
  DefaultEmailAccountCannotBeDeleted:
    'Contul de e-mail implicit nu poate fi șters cât timp există alte conturi: faceți mai întâi alt cont implicit.',
  EmailPasswordUnreadable:
    'Parola salvată nu mai poate fi citită (cheia secretă a serverului s-a schimbat): introduceți-o din nou.',
  TestMessageSubject: 'Mesaj de test de la {0}',
  TestMessageBody:
    'Acest mesaj a fost trimis prin contul de e-mail {0} ({1}) pentru a verifica setările. Dacă îl citiți, contul funcționează.',
  SmtpRecipientRejected: 'Serverul de e-mail a refuzat destinatarul {0}.',
  SmtpAuthFailed: 'Serverul de e-mail {0} a refuzat numele de utilizator sau parola.',
  SmtpCouldNotConnect:
    'Nu s-a putut realiza conexiunea cu serverul de e-mail {0} sau acesta nu a răspuns la timp ca server de e-mail: verificați serverul, portul, modul TLS și firewallul.',
  OutboundNotAllowed:
    '{0} este o adresă de rețea privată sau rezervată, la care acest server nu se conectează: folosiți adresa publică a serverului de e-mail sau cereți operatorului serverului să o permită.',
  SmtpTlsFailed:
    'Conexiunea securizată cu {0} a eșuat: verificați modul TLS și portul (de obicei 465 pentru TLS, 587 pentru STARTTLS).',
  SmtpFailed: 'Trimiterea prin {0} a eșuat.',
  UnknownCacheKey: "Nu există niciun cache numit '{0}'.",
  PaymentTransitionNotAllowed: "O plată nu poate trece din starea '{0}' în '{1}'.",
  PaymentAlreadyInStatus: "Plata este deja '{0}'.",
  PaymentStatusCreated: 'creată',
  PaymentStatusWaiting: 'în așteptare',
  PaymentStatusSucceeded: 'reușită',
  PaymentStatusError: 'eșuată',
  PaymentStatusCanceled: 'anulată',
  PaymentStatusRequiresAction: 'necesită acțiune',
  PaymentStatusDetached: 'detașată',
  BankTransferStatusPending: 'în așteptare',
  BankTransferStatusSuccessful: 'reușit',
  BankTransferStatusTimeout: 'expirat',
  BankTransferStatusError: 'eșuat',
  BankTransferNotPending:
    "Acest transfer bancar este deja '{0}': doar un transfer în așteptare poate fi confirmat, o singură dată.",
  BankTransferCanceled:
    'Transferul bancar {0} a fost anulat deoarece rezervarea a fost plătită în alt mod: nu mai poate fi confirmat. Dacă banii sosesc totuși, returnați-i plătitorului.',
  PaymentCurrencyMismatch: 'Plata este în {0}, dar comanda ei este în {1}.',
  PaymentProviderUnavailable:
    "Furnizorul de plăți '{0}' nu poate fi interogat de aici: verificați plata în panoul furnizorului.",
  VoucherNotFound: 'Nu există nicio comandă cu voucherul {0}.',
  ReservationNotFound:
    'Nu am găsit o rezervare cu aceste date. Verificați numărul voucherului, numele de familie și data check-in-ului sau adresa de e-mail din confirmare.',
  ReservationProofRequired:
    'Introduceți numărul voucherului, numele de familie și data check-in-ului sau adresa de e-mail a rezervării.',
  ReservationTicketProofRequired:
    'Introduceți prenumele și numele de familie ale călătorului pentru care este biletul.',
  ReservationLinkProofRequired:
    'Introduceți numele de familie sau numărul de telefon al rezervării pentru a o deschide.',
  ReservationLinkExpired: 'Acest link de rezervare a expirat. Cereți agentului un link nou.',
  ReservationLinkInvalid:
    'Acest link de rezervare nu este valid. Verificați că ați deschis linkul complet sau cereți agentului unul nou.',
  ReservationTooManyAttempts:
    'Prea multe încercări. Pentru siguranța dumneavoastră, încercați din nou peste {0} minute.',
  ReservationGuessingSubject: 'Cineva încearcă să deschidă rezervarea {0}',
  ReservationGuessingBody:
    'Cineva a încercat de {1} ori în {2} minute să deschidă rezervarea {0} a {3} cu date greșite. Încercările următoare pentru acest voucher sunt refuzate deocamdată. Dacă nu a fost clientul dvs., verificați istoricul rezervării în back office.',
  HotelNotFound: 'Nu există niciun hotel cu codul {0}.',
  TransferInfoNotFound: 'Nu există informații despre transfer pentru această rezervare.',
  DocumentLinkExpired:
    'Linkul acestui document a expirat. Deschideți din nou rezervarea pentru a-l descărca.',
  ProductNotAvailable: 'Acest serviciu nu este disponibil pentru rezervarea dumneavoastră.',
  ProductDateNotAvailable: 'Acest serviciu nu este disponibil pe {0}: alegeți altă zi a sejurului.',
  BasketQuantityTooHigh: 'Se pot rezerva cel mult {0} pentru rezervarea dumneavoastră.',
  BasketNotOpen: 'Acest coș a fost deja adăugat la rezervarea dumneavoastră.',
  BasketEmpty: 'Coșul este gol: adăugați mai întâi un serviciu sau săriți acest pas.',
  OrderNotBookable: 'La această rezervare nu se mai pot adăuga servicii suplimentare.',
  AgentCodeNotYours: 'Puteți crea linkuri doar cu propriul cod de agent, {0}.',
  NoAgentCode: 'Contul dumneavoastră nu are un cod de agent: cereți unui administrator să vă atribuie unul.',
  TenantRequired: 'Alegeți mai întâi un chiriaș: aceste date aparțin unui chiriaș.',
  BookingAccessRequired:
    'Deschideți din nou rezervarea: pentru siguranța dumneavoastră, pagina de rezervare trebuie să vă confirme identitatea.',
  IdempotencyKeyRequired:
    'Această încercare de plată nu are o cheie de idempotență: reîncărcați pagina și încercați din nou.',
  IdempotencyKeyReused:
    'Această încercare de plată a fost deja folosită pentru altă sumă sau metodă: începeți o încercare nouă.',
  PaymentMethodNotAvailable: 'Această metodă de plată nu este disponibilă pentru rezervarea dumneavoastră.',
  BankTransferAlreadyPending:
    'Un transfer bancar pentru această rezervare așteaptă deja plata: folosiți instrucțiunile lui.',
  PaymentInProgress:
    'O plată pentru această rezervare este în curs de procesare: așteptați rezultatul înainte de a plăti din nou.',
  OrderCancelledCannotPay: 'Această rezervare a fost anulată: nu mai poate fi plătită.',
  StayOverCannotPay:
    'Sejurul dumneavoastră s-a încheiat pe {0}: această rezervare nu mai poate fi plătită online.',
  ContactYourTravelAgent: 'Vă rugăm să contactați agentul de turism.',
  TooManyPaymentAttempts: 'Prea multe încercări de plată pentru această rezervare în ultima oră.',
  TryAgainLater: 'Vă rugăm să încercați din nou mai târziu.',
  OrderCancelledNoLink: 'Comanda {0} a fost anulată: nu se poate crea un link de rezervare pentru ea.',
  NoBankAccountForCurrency:
    'Transferurile bancare în {0} nu sunt posibile: nu există niciun cont bancar pentru această monedă.',
  PaymentProviderNotResponding:
    'Serviciul de plăți nu răspunde. Vă rugăm să încercați din nou peste câteva momente.',
  NothingWasCharged: 'Nu a fost debitat nimic.',
  PaymentAmountInvalid: 'Introduceți o sumă mai mare decât zero.',
  OrderAlreadyPaid: 'Această rezervare este deja plătită integral.',
  PaymentAmountAboveDue: 'Suma depășește cei {0} {1} rămași de plată.',
  PaymentAmountMustBeFull: 'Această rezervare se plătește integral: suma trebuie să fie {0} {1}.',
  PaymentAmountBelowMinimum: 'O plată parțială trebuie să fie de cel puțin {0} {1}.',
  PaymentAmountAboveMaximum: 'O singură plată poate fi de cel mult {0} {1}.',
  PaymentDeclinedByBank: 'Banca dumneavoastră a refuzat plata.',
  PaymentDeclinedInsufficientFunds: 'Fonduri insuficiente pe card.',
  PaymentDeclinedVerificationFailed: 'Verificarea cu banca dumneavoastră (3-D Secure) nu a reușit.',
  PaymentCancelledByPayer: 'Plata a fost anulată.',
  PaymentDeclinedOther: 'Plata nu a putut fi finalizată.',
  PaymentMethodAlternative: 'plată online',
  PaymentMethodCard: 'card',
  PaymentMethodBankTransfer: 'transfer bancar',
  CardNumberInvalid: 'Verificați numărul cardului.',
  CardExpiryInvalid: 'Verificați data expirării.',
  CardCvcInvalid: 'Verificați codul de securitate.',
};
