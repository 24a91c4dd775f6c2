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
  ConcurrencyConflict: 'Dikush tjetër e ndryshoi këtë regjistrim pasi e hapët.',
  ConcurrencyConflictDetails:
    'Ndryshimet tuaja nuk u ruajtën. Ringarkoni versionin më të fundit ose krahasojeni me tuajin dhe ruajeni përsëri.',
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
  FieldMaximum: 'Vlera e fushës {0} duhet të jetë më së shumti {1}.',
  FieldMinimum: 'Vlera e fushës {0} duhet të jetë të paktën {1}.',
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
  RequestTooLarge: 'Kërkesa është shumë e madhe: pranohen të shumtën {0} KB.',
  InputValueOutOfRange: 'Një vlerë e kërkesës është jashtë kufijve që serveri mund të ruajë.',
  PermissionNotHeld: "Nuk mund të jepni '{0}': ju vetë nuk e keni këtë leje.",
  RoleNotGrantable: "Nuk mund të jepni rolin '{0}': jep leje që ju vetë nuk i keni.",
  PermissionNotRevocable: "Nuk mund të hiqni '{0}': ju vetë nuk e keni këtë leje.",
  RoleNotDeletable: "Nuk mund të fshini rolin '{0}': jep leje që ju vetë nuk i keni.",
  UserOutranksCaller: "Nuk mund të ndryshoni përdoruesin '{0}': ka leje që ju vetë nuk i keni.",
  LastUserManager:
    'Të paktën një përdorues aktiv i këtij qiramarrësi duhet të ruajë të drejtën për të menaxhuar përdoruesit dhe rolet.',
  ActivationNotGranted: "Ndryshimi nëse një përdorues është aktiv kërkon lejen '{0}'.",
  RegistrationDisabled:
    'Regjistrimi është i çaktivizuar për këtë qiramarrës. Kërkojini një llogari administratorit.',
  AccountAwaitingActivation:
    'Llogaria juaj {0} pret aktivizimin: një administrator i këtij qiramarrësi duhet ta aktivizojë përpara se të hyni.',
  NewRegistrationSubject: 'Regjistrim i ri në pritje të aktivizimit: {0}',
  NewRegistrationBody:
    "{0} ({1}, emri i përdoruesit {2}) u regjistrua në {3}. Llogaria mbetet joaktive derisa ta aktivizoni te Përdoruesit (filtri: joaktivë) dhe t'i jepni një rol.",
  RegistrationIdentityUnavailable:
    'Ky emër përdoruesi ose kjo adresë email-i nuk mund të përdoret. Zgjidhni një tjetër.',
  FieldCode:
    "Fusha {0} mund të përmbajë vetëm shkronja, shifra, '.', '_' dhe '-' dhe duhet të fillojë me shkronjë ose shifër.",
  FieldDecimal: 'Fusha {0} duhet të jetë numër dhjetor me të shumtën {1} shifra para pikës dhe {2} pas saj.',
  FieldPositive: 'Fusha {0} duhet të jetë më e madhe se zero.',
  FieldCurrencyCode: "Fusha {0} duhet të jetë kod monedhe ISO 4217, p.sh. EUR; '{1}' nuk është i tillë.",
  FieldCurrencyNotTradable:
    '{1} është fond, metal ose njësi llogarie ISO 4217, jo monedhë në të cilën mund të vendosen çmime.',
  FieldCountryCode:
    "Fusha {0} duhet të jetë kod vendi ISO 3166 me dy shkronja, p.sh. RS; '{1}' nuk është i tillë.",
  FieldIbanFormat:
    'Fusha {0} nuk është IBAN: ai fillon me kodin e vendit me dy shkronja dhe dy shifra kontrolli, të ndjekura nga shkronja dhe shifra.',
  FieldIbanCountry: "Fusha {0} fillon me '{1}', që nuk është vend që përdor IBAN.",
  FieldIbanLength: 'Një IBAN nga {1} ka {2} karaktere, por fusha {0} ka {3}.',
  FieldIbanBban: 'Fusha {0} nuk ka formatin e numrit të llogarisë së IBAN-eve nga {1}.',
  FieldIbanChecksum:
    'Shifrat e kontrollit të fushës {0} nuk përputhen: ndoshta një karakter është shtypur gabim.',
  FieldBic:
    'Fusha {0} nuk është kod SWIFT/BIC: 8 ose 11 shkronja dhe shifra (banka, vendi, vendndodhja, dega opsionale).',
  FieldBicCountry: "Fusha {0} përmend vendin '{1}', që nuk ekziston.",
  FieldUrl: 'Fusha {0} duhet të jetë adresë http:// ose https://.',
  FieldCulture: 'Fusha {0} duhet të jetë etiketë gjuhe, p.sh. sr-Latn-RS.',
  FieldOneOf: 'Fusha {0} mund të përmbajë vetëm këto vlera: {1}.',
  FieldUnknownId: 'Fusha {0} i referohet një regjistrimi që nuk ekziston (id {1}).',
  FieldDecimalPlaces: 'Fusha {0} ka më shumë shifra dhjetore se sa lejon {1} ({2}).',
  MaxAmountBelowMinAmount: 'Shuma maksimale nuk mund të jetë më e vogël se shuma minimale.',
  CodeIsTaken: "Kodi '{0}' është tashmë në përdorim.",
  NameIsTaken: "Emri '{0}' është tashmë në përdorim.",
  CurrencyCodeIsTaken: 'Monedha {0} është tashmë në katalog.',
  TenantCurrencyIsTaken: 'Kjo monedhë është tashmë një nga monedhat e qiramarrësit.',
  IbanIsTaken: 'Llogaria {0} është regjistruar tashmë në këtë monedhë.',
  MarketAlreadyServed: 'Ofruesi e shërben tashmë këtë treg.',
  CurrencyInactive: 'Monedha {0} është e çaktivizuar në katalog.',
  CurrencyNotSoldByTenant:
    'Monedha {0} nuk është një nga monedhat aktive të këtij qiramarrësi: shtojeni fillimisht te monedhat e qiramarrësit.',
  DefaultCurrencyCannotBeUnset:
    'Një qiramarrës ka gjithmonë një monedhë kryesore: në vend të kësaj, caktoni një monedhë tjetër si kryesore.',
  DefaultCurrencyMustBeActive: 'Monedha kryesore nuk mund të çaktivizohet.',
  DefaultCurrencyCannotBeDeleted:
    'Monedha kryesore nuk mund të fshihet për sa kohë qiramarrësi ka monedha të tjera: caktoni fillimisht një tjetër si kryesore.',
  CurrencyCodeLocked: 'Kodi i {0} nuk mund të ndryshohet për sa kohë monedha është në përdorim.',
  CurrencyInUse:
    'Monedha {0} është ende në përdorim (monedha të qiramarrësve, llogari bankare, ofrues pagesash ose agjenci): në vend të kësaj, çaktivizojeni.',
  TenantCurrencyInUse:
    'Monedha {0} përdoret ende nga llogaritë bankare, ofruesit e pagesave ose agjencitë e këtij qiramarrësi: ndryshojini ato fillimisht ose çaktivizoni monedhën.',
  BankAccountHasPendingTransfers:
    'Llogaria bankare {0} nuk mund të fshihet: {1} transferta bankare ose pagesa në pritje e përdorin ende. Konfirmojini ose mbyllini ato fillimisht, ose çaktivizoni llogarinë.',
  AdapterLacksPaymentType:
    '{0} nuk ofron transferta bankare: për pagesat me transfertë bankare përdorni simulatorin.',
  CredentialsRequiredToActivate: 'Vendosni kredencialet e ofruesit përpara se ta aktivizoni.',
  CredentialsRequiredForNewEndpoint:
    'Përshtatësi ose cilësimi sandbox/live ndryshoi: vendosni përsëri kredencialet e ofruesit.',
  EmailKindIsTaken: 'Qiramarrësi ka tashmë një lloj email-i të këtij tipi.',
  EmailKindLocked: 'Tipi i një lloji email-i që ka shabllone nuk mund të ndryshohet.',
  UnknownPlaceholders: 'Fusha {0} përdor vendmbajtës që ky lloj email-i nuk i njeh: {1}.',
  TemplateExists: 'Ky lloj email-i ka tashmë një shabllon në këtë gjuhë.',
  FieldHostName:
    "Fusha {0} duhet të jetë emër serveri, p.sh. smtp.example.com, ose adresë IP; '{1}' nuk është.",
  EmailFromAddressIsTaken: 'Një llogari email-i dërgon tashmë si {0}.',
  EmailUserNameRequired: 'Vendosni emrin e përdoruesit që shkon me fjalëkalimin.',
  EmailPasswordRequiredForNewServer:
    'Serveri ose emri i përdoruesit ndryshoi: vendosni përsëri fjalëkalimin.',
  DefaultEmailAccountMustBeActive: 'Llogaria e parazgjedhur e email-it nuk mund të çaktivizohet.',
  DefaultEmailAccountCannotBeUnset:
    'Ka gjithmonë një llogari email-i të parazgjedhur: në vend të kësaj, bëni një llogari tjetër të parazgjedhur.',
  DefaultEmailAccountCannotBeDeleted:
    'Llogaria e parazgjedhur e email-it nuk mund të fshihet sa kohë ka llogari të tjera: fillimisht bëni një tjetër të parazgjedhur.',
  EmailPasswordUnreadable:
    'Fjalëkalimi i ruajtur nuk mund të lexohet më (çelësi sekret i serverit ka ndryshuar): vendoseni përsëri.',
  TestMessageSubject: 'Mesazh prove nga {0}',
  TestMessageBody:
    'Ky mesazh u dërgua përmes llogarisë së email-it {0} ({1}) për të kontrolluar cilësimet. Nëse po e lexoni, llogaria funksionon.',
  SmtpRecipientRejected: 'Serveri i postës refuzoi marrësin {0}.',
  SmtpAuthFailed: 'Serveri i postës {0} refuzoi emrin e përdoruesit ose fjalëkalimin.',
  SmtpCouldNotConnect:
    'Nuk u arrit lidhja me serverin e postës {0}, ose ai nuk u përgjigj në kohë si server poste: kontrolloni serverin, portën, mënyrën TLS dhe murin mbrojtës.',
  OutboundNotAllowed:
    '{0} është një adresë rrjeti private ose e rezervuar, me të cilën ky server nuk lidhet: përdorni adresën publike të serverit të postës ose kërkojini operatorit të serverit ta lejojë.',
  SmtpTlsFailed:
    'Lidhja e sigurt me {0} dështoi: kontrolloni mënyrën TLS dhe portën (zakonisht 465 për TLS, 587 për STARTTLS).',
  SmtpFailed: 'Dërgimi përmes {0} dështoi.',
  UnknownCacheKey: "Nuk ka asnjë cache me emrin '{0}'.",
  PaymentTransitionNotAllowed: "Një pagesë nuk mund të kalojë nga '{0}' në '{1}'.",
  PaymentAlreadyInStatus: "Pagesa është tashmë '{0}'.",
  PaymentStatusCreated: 'e krijuar',
  PaymentStatusWaiting: 'në pritje',
  PaymentStatusSucceeded: 'e suksesshme',
  PaymentStatusError: 'e dështuar',
  PaymentStatusCanceled: 'e anuluar',
  PaymentStatusRequiresAction: 'kërkon veprim',
  PaymentStatusDetached: 'e shkëputur',
  BankTransferStatusPending: 'në pritje',
  BankTransferStatusSuccessful: 'e suksesshme',
  BankTransferStatusTimeout: 'e skaduar',
  BankTransferStatusError: 'e dështuar',
  BankTransferNotPending:
    "Kjo transfertë bankare është tashmë '{0}': vetëm një transfertë në pritje mund të konfirmohet, dhe vetëm një herë.",
  BankTransferCanceled:
    'Transferta bankare {0} u anulua sepse rezervimi u pagua në një mënyrë tjetër: nuk mund të konfirmohet më. Nëse paratë mbërrijnë gjithsesi, kthejiani paguesit.',
  PaymentCurrencyMismatch: 'Pagesa është në {0}, por porosia e saj është në {1}.',
  PaymentProviderUnavailable:
    "Ofruesi i pagesave '{0}' nuk mund të pyetet nga këtu: kontrolloni pagesën në panelin e ofruesit.",
  VoucherNotFound: 'Nuk ka asnjë porosi me kuponin {0}.',
  ReservationNotFound:
    'Nuk gjetëm asnjë rezervim me këto të dhëna. Kontrolloni numrin e kuponit, mbiemrin dhe datën e check-in ose adresën e email-it në konfirmim.',
  ReservationProofRequired:
    'Shkruani numrin e kuponit, mbiemrin dhe datën e check-in ose adresën e email-it të rezervimit.',
  ReservationTicketProofRequired: 'Shkruani emrin dhe mbiemrin e udhëtarit për të cilin është bileta.',
  ReservationLinkProofRequired: 'Shkruani mbiemrin ose numrin e telefonit të rezervimit për ta hapur.',
  ReservationLinkExpired: 'Kjo lidhje rezervimi ka skaduar. Kërkojini agjentit tuaj një lidhje të re.',
  ReservationLinkInvalid:
    'Kjo lidhje rezervimi nuk është e vlefshme. Kontrolloni që e hapët lidhjen e plotë ose kërkojini agjentit një të re.',
  ReservationTooManyAttempts: 'Shumë përpjekje. Për sigurinë tuaj, provoni përsëri pas {0} minutash.',
  ReservationGuessingSubject: 'Dikush po përpiqet të hapë rezervimin {0}',
  ReservationGuessingBody:
    'Dikush është përpjekur {1} herë brenda {2} minutave të hapë rezervimin {0} të {3} me të dhëna të gabuara. Përpjekjet e tjera për këtë kupon refuzohen për momentin. Nëse nuk ishte klienti juaj, kontrolloni historikun e rezervimit në panelin e administrimit.',
  HotelNotFound: 'Nuk ka asnjë hotel me kodin {0}.',
  TransferInfoNotFound: 'Nuk ka informacion transferi për këtë rezervim.',
  DocumentLinkExpired: 'Lidhja e këtij dokumenti ka skaduar. Hapeni përsëri rezervimin për ta shkarkuar.',
  ProductNotAvailable: 'Ky shërbim nuk është i disponueshëm për rezervimin tuaj.',
  ProductDateNotAvailable:
    'Ky shërbim nuk është i disponueshëm më {0}: zgjidhni një ditë tjetër të qëndrimit.',
  BasketQuantityTooHigh: 'Për rezervimin tuaj mund të rezervohen të shumtën {0}.',
  BasketNotOpen: 'Kjo shportë është shtuar tashmë në rezervimin tuaj.',
  BasketEmpty: 'Shporta është bosh: shtoni fillimisht një shërbim ose kapërceni këtë hap.',
  OrderNotBookable: 'Këtij rezervimi nuk mund t’i shtohen më shërbime shtesë.',
  AgentCodeNotYours: 'Mund të krijoni lidhje vetëm me kodin tuaj të agjentit, {0}.',
  NoAgentCode: "Llogaria juaj nuk ka kod agjenti: kërkojini një administratori t'ju caktojë një.",
  TenantRequired: 'Zgjidhni së pari një qiramarrës: këto të dhëna i përkasin një qiramarrësi.',
  BookingAccessRequired:
    'Hapni përsëri rezervimin: për sigurinë tuaj, faqja e rezervimit duhet të konfirmojë kush jeni.',
  IdempotencyKeyRequired:
    'Kjo përpjekje pagese nuk ka çelës idempotence: ringarkoni faqen dhe provoni përsëri.',
  IdempotencyKeyReused:
    'Kjo përpjekje pagese është përdorur tashmë për një shumë ose metodë tjetër: filloni një përpjekje të re.',
  PaymentMethodNotAvailable: 'Kjo metodë pagese nuk është e disponueshme për rezervimin tuaj.',
  BankTransferAlreadyPending:
    'Një transfertë bankare për këtë rezervim tashmë pret pagesën tuaj: përdorni udhëzimet e saj.',
  PaymentInProgress:
    'Një pagesë për këtë rezervim është duke u përpunuar: prisni rezultatin para se të paguani përsëri.',
  OrderCancelledCannotPay: 'Ky rezervim është anuluar: nuk mund të paguhet më.',
  StayOverCannotPay: 'Qëndrimi juaj përfundoi më {0}: ky rezervim nuk mund të paguhet më në internet.',
  ContactYourTravelAgent: 'Ju lutemi kontaktoni agjentin tuaj të udhëtimit.',
  TooManyPaymentAttempts: 'Shumë përpjekje pagese për këtë rezervim në orën e fundit.',
  TryAgainLater: 'Ju lutemi provoni përsëri më vonë.',
  OrderCancelledNoLink: 'Porosia {0} është anuluar: nuk mund të krijohet një lidhje rezervimi për të.',
  NoBankAccountForCurrency:
    'Transfertat bankare në {0} nuk janë të mundshme: nuk ka llogari bankare për këtë monedhë.',
  PaymentProviderNotResponding: 'Shërbimi i pagesave nuk përgjigjet. Ju lutemi provoni përsëri pas pak.',
  NothingWasCharged: 'Nuk u tarifua asgjë.',
  PaymentAmountInvalid: 'Shkruani një shumë më të madhe se zero.',
  OrderAlreadyPaid: 'Ky rezervim është paguar tashmë plotësisht.',
  PaymentAmountAboveDue: 'Shuma është më e madhe se {0} {1} që mbeten për t’u paguar.',
  PaymentAmountMustBeFull: 'Ky rezervim paguhet plotësisht: shuma duhet të jetë {0} {1}.',
  PaymentAmountBelowMinimum: 'Një pagesë e pjesshme duhet të jetë të paktën {0} {1}.',
  PaymentAmountAboveMaximum: 'Një pagesë e vetme mund të jetë më së shumti {0} {1}.',
  PaymentDeclinedByBank: 'Banka juaj e refuzoi pagesën.',
  PaymentDeclinedInsufficientFunds: 'Karta nuk ka fonde të mjaftueshme.',
  PaymentDeclinedVerificationFailed: 'Verifikimi me bankën tuaj (3-D Secure) nuk pati sukses.',
  PaymentCancelledByPayer: 'Pagesa u anulua.',
  PaymentDeclinedOther: 'Pagesa nuk mund të përfundohej.',
  PaymentMethodAlternative: 'pagesë online',
  PaymentMethodCard: 'kartë',
  PaymentMethodBankTransfer: 'transfertë bankare',
  CardNumberInvalid: 'Kontrolloni numrin e kartës.',
  CardExpiryInvalid: 'Kontrolloni datën e skadimit.',
  CardCvcInvalid: 'Kontrolloni kodin e sigurisë.',
};
