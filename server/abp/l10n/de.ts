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
  ConcurrencyConflict: 'Jemand anderes hat diesen Datensatz geändert, nachdem Sie ihn geöffnet haben.',
  ConcurrencyConflictDetails:
    'Ihre Änderungen wurden nicht gespeichert. Laden Sie die neueste Version neu oder vergleichen Sie sie mit Ihrer und speichern Sie erneut.',
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
  FieldMaximum: 'Der Wert des Feldes {0} darf höchstens {1} sein.',
  FieldMinimum: 'Der Wert des Feldes {0} muss mindestens {1} sein.',
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
  RequestTooLarge: 'Die Anfrage ist zu groß: höchstens {0} KB werden angenommen.',
  InputValueOutOfRange: 'Ein Wert der Anfrage liegt außerhalb des Bereichs, den der Server speichern kann.',
  PermissionNotHeld: "Sie können '{0}' nicht vergeben: Sie besitzen diese Berechtigung selbst nicht.",
  RoleNotGrantable:
    "Sie können die Rolle '{0}' nicht vergeben: Sie gewährt Berechtigungen, die Sie selbst nicht besitzen.",
  PermissionNotRevocable: "Sie können '{0}' nicht entziehen: Sie besitzen diese Berechtigung selbst nicht.",
  RoleNotDeletable:
    "Sie können die Rolle '{0}' nicht löschen: Sie gewährt Berechtigungen, die Sie selbst nicht besitzen.",
  UserOutranksCaller:
    "Sie können den Benutzer '{0}' nicht ändern: Er besitzt Berechtigungen, die Sie selbst nicht besitzen.",
  LastUserManager:
    'Mindestens ein aktiver Benutzer dieses Mandanten muss Benutzer und Rollen verwalten dürfen.',
  ActivationNotGranted: "Um zu ändern, ob ein Benutzer aktiv ist, ist die Berechtigung '{0}' nötig.",
  RegistrationDisabled:
    'Die Registrierung ist für diesen Mandanten ausgeschaltet. Bitten Sie einen Administrator um ein Konto.',
  AccountAwaitingActivation:
    'Ihr Konto {0} wartet auf die Freischaltung: Ein Administrator dieses Mandanten muss es aktivieren, bevor Sie sich anmelden können.',
  NewRegistrationSubject: 'Neue Registrierung wartet auf Freischaltung: {0}',
  NewRegistrationBody:
    '{0} ({1}, Benutzername {2}) hat sich bei {3} registriert. Das Konto bleibt inaktiv, bis Sie es unter Benutzer (Filter: inaktiv) aktivieren und ihm eine Rolle geben.',
  RegistrationIdentityUnavailable:
    'Dieser Benutzername oder diese E-Mail-Adresse kann nicht verwendet werden. Wählen Sie andere.',
  FieldCode:
    "Das Feld {0} darf nur Buchstaben, Ziffern, '.', '_' und '-' enthalten und muss mit einem Buchstaben oder einer Ziffer beginnen.",
  FieldDecimal:
    'Das Feld {0} muss eine Dezimalzahl mit höchstens {1} Stellen vor und {2} nach dem Punkt sein.',
  FieldPositive: 'Das Feld {0} muss größer als null sein.',
  FieldCurrencyCode: "Das Feld {0} muss ein ISO-4217-Währungscode wie EUR sein; '{1}' ist keiner.",
  FieldCurrencyNotTradable:
    '{1} ist ein ISO-4217-Fonds, -Edelmetall oder eine Rechnungseinheit, keine Währung für Preise.',
  FieldCountryCode: "Das Feld {0} muss ein zweistelliger ISO-3166-Ländercode wie RS sein; '{1}' ist keiner.",
  FieldIbanFormat:
    'Das Feld {0} ist keine IBAN: Sie beginnt mit einem zweistelligen Ländercode und zwei Prüfziffern, gefolgt von Buchstaben und Ziffern.',
  FieldIbanCountry: "Das Feld {0} beginnt mit '{1}', einem Land ohne IBAN.",
  FieldIbanLength: 'Eine IBAN aus {1} hat {2} Zeichen, das Feld {0} aber {3}.',
  FieldIbanBban: 'Das Feld {0} hat nicht das Kontonummernformat der IBANs aus {1}.',
  FieldIbanChecksum: 'Die Prüfziffern des Feldes {0} stimmen nicht: Vermutlich ist ein Zeichen vertippt.',
  FieldBic:
    'Das Feld {0} ist kein SWIFT/BIC-Code: 8 oder 11 Buchstaben und Ziffern (Bank, Land, Ort, optional Filiale).',
  FieldBicCountry: "Das Feld {0} nennt das Land '{1}', das es nicht gibt.",
  FieldUrl: 'Das Feld {0} muss eine http://- oder https://-Adresse sein.',
  FieldCulture: 'Das Feld {0} muss ein Sprach-Tag wie sr-Latn-RS sein.',
  FieldOneOf: 'Das Feld {0} darf nur diese Werte enthalten: {1}.',
  FieldUnknownId: 'Das Feld {0} verweist auf einen Datensatz, den es nicht gibt (ID {1}).',
  FieldDecimalPlaces: 'Das Feld {0} hat mehr Nachkommastellen, als {1} erlaubt ({2}).',
  MaxAmountBelowMinAmount: 'Der Höchstbetrag darf nicht kleiner als der Mindestbetrag sein.',
  CodeIsTaken: "Der Code '{0}' ist bereits vergeben.",
  NameIsTaken: "Der Name '{0}' ist bereits vergeben.",
  CurrencyCodeIsTaken: 'Die Währung {0} ist bereits im Katalog.',
  TenantCurrencyIsTaken: 'Diese Währung ist bereits eine Währung des Mandanten.',
  IbanIsTaken: 'Das Konto {0} ist in dieser Währung bereits erfasst.',
  MarketAlreadyServed: 'Der Anbieter bedient diesen Markt bereits.',
  CurrencyInactive: 'Die Währung {0} ist im Katalog ausgeschaltet.',
  CurrencyNotSoldByTenant:
    'Die Währung {0} gehört nicht zu den aktiven Währungen dieses Mandanten: Fügen Sie sie zuerst unter den Mandantenwährungen hinzu.',
  DefaultCurrencyCannotBeUnset:
    'Ein Mandant hat immer genau eine Standardwährung: Machen Sie stattdessen eine andere Währung zur Standardwährung.',
  DefaultCurrencyMustBeActive: 'Die Standardwährung kann nicht ausgeschaltet werden.',
  DefaultCurrencyCannotBeDeleted:
    'Die Standardwährung kann nicht gelöscht werden, solange der Mandant weitere Währungen hat: Machen Sie zuerst eine andere zur Standardwährung.',
  CurrencyCodeLocked: 'Der Code von {0} kann nicht geändert werden, solange die Währung verwendet wird.',
  CurrencyInUse:
    'Die Währung {0} wird noch verwendet (Mandantenwährungen, Bankkonten, Zahlungsanbieter oder Agenturen): Schalten Sie sie stattdessen aus.',
  TenantCurrencyInUse:
    'Die Währung {0} wird noch von Bankkonten, Zahlungsanbietern oder Agenturen dieses Mandanten verwendet: Ändern Sie diese zuerst oder schalten Sie die Währung aus.',
  BankAccountHasPendingTransfers:
    'Das Bankkonto {0} kann nicht gelöscht werden: {1} ausstehende Überweisung(en) oder Zahlung(en) verweisen noch darauf. Bestätigen oder schließen Sie diese zuerst, oder schalten Sie das Konto aus.',
  AdapterLacksPaymentType:
    '{0} bietet keine Banküberweisungen an: Verwenden Sie für Überweisungen den Simulator.',
  CredentialsRequiredToActivate: 'Geben Sie die Zugangsdaten des Anbieters ein, bevor Sie ihn einschalten.',
  CredentialsRequiredForNewEndpoint:
    'Adapter oder Sandbox-/Live-Einstellung wurden geändert: Geben Sie die Zugangsdaten des Anbieters erneut ein.',
  EmailKindIsTaken: 'Der Mandant hat bereits einen E-Mail-Typ dieser Art.',
  EmailKindLocked: 'Die Art eines E-Mail-Typs mit Vorlagen kann nicht geändert werden.',
  UnknownPlaceholders: 'Das Feld {0} verwendet Platzhalter, die dieser E-Mail-Typ nicht kennt: {1}.',
  TemplateExists: 'Dieser E-Mail-Typ hat bereits eine Vorlage in dieser Sprache.',
  FieldHostName:
    "Das Feld {0} muss ein Servername wie smtp.example.com oder eine IP-Adresse sein; '{1}' ist keiner.",
  EmailFromAddressIsTaken: 'Ein E-Mail-Konto sendet bereits als {0}.',
  EmailUserNameRequired: 'Geben Sie den Benutzernamen ein, zu dem das Passwort gehört.',
  EmailPasswordRequiredForNewServer:
    'Server oder Benutzername wurden geändert: Geben Sie das Passwort erneut ein.',
  DefaultEmailAccountMustBeActive: 'Das Standard-E-Mail-Konto kann nicht ausgeschaltet werden.',
  DefaultEmailAccountCannotBeUnset:
    'Es gibt immer ein Standard-E-Mail-Konto: Machen Sie stattdessen ein anderes Konto zum Standard.',
  DefaultEmailAccountCannotBeDeleted:
    'Das Standard-E-Mail-Konto kann nicht gelöscht werden, solange es weitere Konten gibt: Machen Sie zuerst ein anderes zum Standard.',
  EmailPasswordUnreadable:
    'Das gespeicherte Passwort kann nicht mehr gelesen werden (der Geheimschlüssel des Servers hat sich geändert): Geben Sie es erneut ein.',
  TestMessageSubject: 'Testnachricht von {0}',
  TestMessageBody:
    'Diese Nachricht wurde über das E-Mail-Konto {0} ({1}) gesendet, um seine Einstellungen zu prüfen. Wenn Sie sie lesen, funktioniert das Konto.',
  SmtpRecipientRejected: 'Der Mailserver hat den Empfänger {0} abgelehnt.',
  SmtpAuthFailed: 'Der Mailserver {0} hat den Benutzernamen oder das Passwort abgelehnt.',
  SmtpCouldNotConnect:
    'Keine Verbindung zum Mailserver {0}, oder er hat nicht rechtzeitig als Mailserver geantwortet: Prüfen Sie Server, Port, TLS-Modus und Firewall.',
  OutboundNotAllowed:
    '{0} ist eine private oder reservierte Netzwerkadresse, zu der dieser Server keine Verbindung aufbaut: Verwenden Sie die öffentliche Adresse des Mailservers, oder bitten Sie den Betreiber des Servers, sie freizugeben.',
  SmtpTlsFailed:
    'Die sichere Verbindung zu {0} ist fehlgeschlagen: Prüfen Sie TLS-Modus und Port (meist 465 für TLS, 587 für STARTTLS).',
  SmtpFailed: 'Das Senden über {0} ist fehlgeschlagen.',
  UnknownCacheKey: "Es gibt keinen Cache namens '{0}'.",
  PaymentTransitionNotAllowed: "Eine Zahlung kann nicht von '{0}' zu '{1}' wechseln.",
  PaymentAlreadyInStatus: "Die Zahlung ist bereits '{0}'.",
  PaymentStatusCreated: 'angelegt',
  PaymentStatusWaiting: 'wartend',
  PaymentStatusSucceeded: 'erfolgreich',
  PaymentStatusError: 'fehlgeschlagen',
  PaymentStatusCanceled: 'storniert',
  PaymentStatusRequiresAction: 'Aktion erforderlich',
  PaymentStatusDetached: 'abgelöst',
  BankTransferStatusPending: 'ausstehend',
  BankTransferStatusSuccessful: 'erfolgreich',
  BankTransferStatusTimeout: 'abgelaufen',
  BankTransferStatusError: 'fehlgeschlagen',
  BankTransferNotPending:
    "Diese Banküberweisung ist bereits '{0}': Nur eine ausstehende Überweisung kann bestätigt werden, und nur einmal.",
  BankTransferCanceled:
    'Die Banküberweisung {0} wurde storniert, weil die Buchung auf andere Weise bezahlt wurde: Sie kann nicht mehr bestätigt werden. Falls das Geld trotzdem eingeht, erstatten Sie es dem Zahler.',
  PaymentCurrencyMismatch: 'Die Zahlung lautet auf {0}, ihre Bestellung auf {1}.',
  PaymentProviderUnavailable:
    "Der Zahlungsanbieter '{0}' kann von hier aus nicht abgefragt werden: Prüfen Sie die Zahlung im Portal des Anbieters.",
  VoucherNotFound: 'Es gibt keine Bestellung mit dem Voucher {0}.',
  ReservationNotFound:
    'Wir haben keine Buchung mit diesen Angaben gefunden. Prüfen Sie die Vouchernummer, den Nachnamen und das Anreisedatum oder die E-Mail-Adresse auf Ihrer Bestätigung.',
  ReservationProofRequired:
    'Geben Sie die Vouchernummer, den Nachnamen und das Anreisedatum oder die E-Mail-Adresse der Buchung ein.',
  ReservationTicketProofRequired:
    'Geben Sie den Vor- und Nachnamen der Person ein, auf die das Ticket ausgestellt ist.',
  ReservationLinkProofRequired:
    'Geben Sie den Nachnamen oder die Telefonnummer der Buchung ein, um sie zu öffnen.',
  ReservationLinkExpired: 'Dieser Buchungslink ist abgelaufen. Bitten Sie Ihren Agenten um einen neuen Link.',
  ReservationLinkInvalid:
    'Dieser Buchungslink ist ungültig. Prüfen Sie, ob Sie den vollständigen Link geöffnet haben, oder bitten Sie Ihren Agenten um einen neuen.',
  ReservationTooManyAttempts:
    'Zu viele Versuche. Zu Ihrer Sicherheit versuchen Sie es bitte in {0} Minuten erneut.',
  ReservationGuessingSubject: 'Jemand versucht, die Buchung {0} zu öffnen',
  ReservationGuessingBody:
    'Jemand hat innerhalb von {2} Minuten {1}-mal versucht, die Buchung {0} von {3} mit falschen Angaben zu öffnen. Weitere Versuche mit diesem Voucher werden vorerst abgelehnt. Falls das nicht Ihr Kunde war, prüfen Sie den Verlauf der Buchung im Backoffice.',
  HotelNotFound: 'Es gibt kein Hotel mit dem Code {0}.',
  TransferInfoNotFound: 'Für diese Buchung gibt es keine Transferinformationen.',
  DocumentLinkExpired:
    'Der Link zu diesem Dokument ist abgelaufen. Öffnen Sie Ihre Buchung erneut, um es herunterzuladen.',
  ProductNotAvailable: 'Diese Leistung ist für Ihre Buchung nicht verfügbar.',
  ProductDateNotAvailable:
    'Diese Leistung ist am {0} nicht verfügbar: Wählen Sie einen anderen Tag Ihres Aufenthalts.',
  BasketQuantityTooHigh: 'Für Ihre Buchung können höchstens {0} gebucht werden.',
  BasketNotOpen: 'Dieser Warenkorb wurde Ihrer Buchung bereits hinzugefügt.',
  BasketEmpty:
    'Ihr Warenkorb ist leer: Fügen Sie zuerst eine Leistung hinzu oder überspringen Sie diesen Schritt.',
  OrderNotBookable: 'Zu dieser Buchung können keine Zusatzleistungen mehr hinzugefügt werden.',
  AgentCodeNotYours: 'Sie können Links nur mit Ihrem eigenen Agentencode {0} erstellen.',
  NoAgentCode: 'Ihr Konto hat keinen Agentencode: Bitten Sie einen Administrator, Ihnen einen zuzuweisen.',
  TenantRequired: 'Wählen Sie zuerst einen Mandanten: Diese Daten gehören zu einem Mandanten.',
  BookingAccessRequired:
    'Öffnen Sie Ihre Reservierung erneut: Zu Ihrer Sicherheit muss die Buchungsseite bestätigen, wer Sie sind.',
  IdempotencyKeyRequired:
    'Dieser Zahlungsversuch hat keinen Idempotenzschlüssel: Laden Sie die Seite neu und versuchen Sie es erneut.',
  IdempotencyKeyReused:
    'Dieser Zahlungsversuch wurde bereits für einen anderen Betrag oder eine andere Zahlungsart verwendet: Starten Sie einen neuen Versuch.',
  PaymentMethodNotAvailable: 'Diese Zahlungsart ist für Ihre Buchung nicht verfügbar.',
  BankTransferAlreadyPending:
    'Für diese Buchung wartet bereits eine Banküberweisung auf Ihre Zahlung: Verwenden Sie deren Angaben.',
  PaymentInProgress:
    'Eine Zahlung für diese Buchung wird gerade verarbeitet: Warten Sie das Ergebnis ab, bevor Sie erneut zahlen.',
  OrderCancelledCannotPay: 'Diese Buchung wurde storniert: Sie kann nicht mehr bezahlt werden.',
  StayOverCannotPay: 'Ihr Aufenthalt endete am {0}: Diese Buchung kann nicht mehr online bezahlt werden.',
  ContactYourTravelAgent: 'Bitte wenden Sie sich an Ihr Reisebüro.',
  TooManyPaymentAttempts: 'Zu viele Zahlungsversuche für diese Buchung in der letzten Stunde.',
  TryAgainLater: 'Bitte versuchen Sie es später erneut.',
  OrderCancelledNoLink:
    'Die Bestellung {0} wurde storniert: Dafür kann kein Reservierungslink erstellt werden.',
  NoBankAccountForCurrency:
    'Überweisungen in {0} sind nicht möglich: Für diese Währung gibt es kein Bankkonto.',
  PaymentProviderNotResponding:
    'Der Zahlungsdienst antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
  NothingWasCharged: 'Es wurde nichts belastet.',
  PaymentAmountInvalid: 'Geben Sie einen Betrag größer als null ein.',
  OrderAlreadyPaid: 'Diese Buchung ist bereits vollständig bezahlt.',
  PaymentAmountAboveDue: 'Der Betrag ist höher als die noch offenen {0} {1}.',
  PaymentAmountMustBeFull: 'Diese Buchung wird vollständig bezahlt: Der Betrag muss {0} {1} sein.',
  PaymentAmountBelowMinimum: 'Eine Teilzahlung muss mindestens {0} {1} betragen.',
  PaymentAmountAboveMaximum: 'Eine einzelne Zahlung darf höchstens {0} {1} betragen.',
  PaymentDeclinedByBank: 'Ihre Bank hat die Zahlung abgelehnt.',
  PaymentDeclinedInsufficientFunds: 'Die Karte ist nicht ausreichend gedeckt.',
  PaymentDeclinedVerificationFailed: 'Die Bestätigung bei Ihrer Bank (3-D Secure) ist fehlgeschlagen.',
  PaymentCancelledByPayer: 'Die Zahlung wurde abgebrochen.',
  PaymentDeclinedOther: 'Die Zahlung konnte nicht abgeschlossen werden.',
  PaymentMethodAlternative: 'Online-Zahlung',
  PaymentMethodCard: 'Karte',
  PaymentMethodBankTransfer: 'Banküberweisung',
  CardNumberInvalid: 'Prüfen Sie die Kartennummer.',
  CardExpiryInvalid: 'Prüfen Sie das Ablaufdatum.',
  CardCvcInvalid: 'Prüfen Sie den Sicherheitscode.',
};
