import type { ConsumerReportFieldsInput } from 'shared/contracts/consumer-reports';

export type ReportField = keyof ConsumerReportFieldsInput | 'photos';

export interface ReportTexts {
  open: string;
  loading: string;
  heading: string;
  intro: string;
  description: string;
  whereBought: string;
  shop: string;
  city: string;
  country: string;
  onlineUrl: string;
  price: string;
  currency: string;
  photos: string;
  photosHint: string;
  removePhoto: (name: string) => string;
  email: string;
  emailHint: string;
  emailConsent: string;
  send: string;
  cancel: string;
  sending: (percent: number) => string;
  thanks: string;
  thanksDetail: string;
  failed: string;
  tooMany: string;
  optional: string;
  /** Per field, the problem in this language; the contract's English message where absent. */
  errors: Partial<Record<ReportField, string>>;
}

const en: ReportTexts = {
  open: 'Report a problem with this product',
  loading: 'Loading the form…',
  heading: 'Report a problem',
  intro: 'Tell the brand what is wrong. You need no account; only the email is personal, and only if you give it.',
  description: 'What is wrong?',
  whereBought: 'Where did you buy it?',
  shop: 'Shop',
  city: 'City',
  country: 'Country',
  onlineUrl: 'Online shop address',
  price: 'Price paid',
  currency: 'Currency',
  photos: 'Photos',
  photosHint: 'Up to 3 photos of the product, png or jpeg, 8 MB each.',
  removePhoto: (name) => `Remove ${name}`,
  email: 'Your email',
  emailHint: 'Only if you want the brand to contact you about this report.',
  emailConsent: 'The brand may contact me at this email about my report.',
  send: 'Send report',
  cancel: 'Cancel',
  sending: (percent) => `Sending… ${percent}%`,
  thanks: 'Thank you for your report',
  thanksDetail: 'The brand has received it and will look into it.',
  failed: 'The report could not be sent. Check your connection and try again.',
  tooMany: 'Too many reports have been sent from here. Please try again later.',
  optional: 'optional',
  errors: {},
};

const de: Partial<ReportTexts> = {
  open: 'Ein Problem mit diesem Produkt melden',
  loading: 'Das Formular wird geladen…',
  heading: 'Ein Problem melden',
  intro:
    'Sagen Sie der Marke, was nicht stimmt. Sie brauchen kein Konto; persönlich ist nur die E-Mail, und nur wenn Sie sie angeben.',
  description: 'Was stimmt nicht?',
  whereBought: 'Wo haben Sie es gekauft?',
  shop: 'Geschäft',
  city: 'Stadt',
  country: 'Land',
  onlineUrl: 'Adresse des Onlineshops',
  price: 'Bezahlter Preis',
  currency: 'Währung',
  photos: 'Fotos',
  photosHint: 'Bis zu 3 Fotos des Produkts, png oder jpeg, je 8 MB.',
  removePhoto: (name) => `${name} entfernen`,
  email: 'Ihre E-Mail',
  emailHint: 'Nur wenn die Marke Sie zu dieser Meldung kontaktieren soll.',
  emailConsent: 'Die Marke darf mich unter dieser E-Mail zu meiner Meldung kontaktieren.',
  send: 'Meldung senden',
  cancel: 'Abbrechen',
  sending: (percent) => `Wird gesendet… ${percent} %`,
  thanks: 'Vielen Dank für Ihre Meldung',
  thanksDetail: 'Die Marke hat sie erhalten und wird ihr nachgehen.',
  failed: 'Die Meldung konnte nicht gesendet werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  tooMany: 'Von hier wurden zu viele Meldungen gesendet. Bitte versuchen Sie es später erneut.',
  optional: 'optional',
  errors: {
    description: 'Was stimmt nicht: beschreiben Sie es (höchstens 2000 Zeichen).',
    onlineUrl: 'Onlineshop: die ganze Adresse, beginnend mit https://',
    price: 'Preis: eine Zahl wie 49,90.',
    currency: 'Währung: ein Code aus drei Buchstaben wie EUR, zusammen mit dem Preis.',
    email: 'E-Mail: prüfen Sie die Adresse.',
    emailConsent:
      'E-Mail: setzen Sie das Häkchen, damit die Marke Sie kontaktieren darf, oder lassen Sie die E-Mail leer.',
  },
};

const fr: Partial<ReportTexts> = {
  open: 'Signaler un problème avec ce produit',
  loading: 'Chargement du formulaire…',
  heading: 'Signaler un problème',
  intro:
    "Dites à la marque ce qui ne va pas. Aucun compte n'est nécessaire ; seul l'e-mail est personnel, et seulement si vous le donnez.",
  description: 'Qu’est-ce qui ne va pas ?',
  whereBought: 'Où l’avez-vous acheté ?',
  shop: 'Magasin',
  city: 'Ville',
  country: 'Pays',
  onlineUrl: 'Adresse de la boutique en ligne',
  price: 'Prix payé',
  currency: 'Devise',
  photos: 'Photos',
  photosHint: 'Jusqu’à 3 photos du produit, png ou jpeg, 8 Mo chacune.',
  removePhoto: (name) => `Retirer ${name}`,
  email: 'Votre e-mail',
  emailHint: 'Seulement si vous souhaitez que la marque vous contacte à propos de ce signalement.',
  emailConsent: 'La marque peut me contacter à cet e-mail à propos de mon signalement.',
  send: 'Envoyer le signalement',
  cancel: 'Annuler',
  sending: (percent) => `Envoi… ${percent} %`,
  thanks: 'Merci pour votre signalement',
  thanksDetail: 'La marque l’a reçu et va l’examiner.',
  failed: "Le signalement n'a pas pu être envoyé. Vérifiez votre connexion et réessayez.",
  tooMany: 'Trop de signalements ont été envoyés d’ici. Veuillez réessayer plus tard.',
  optional: 'facultatif',
  errors: {
    description: 'Ce qui ne va pas : décrivez-le (2000 caractères au plus).',
    onlineUrl: 'Boutique en ligne : l’adresse complète, commençant par https://',
    price: 'Prix : un nombre comme 49,90.',
    currency: 'Devise : un code de trois lettres comme EUR, avec le prix.',
    email: 'E-mail : vérifiez l’adresse.',
    emailConsent: 'E-mail : cochez la case pour que la marque puisse vous contacter, ou laissez l’e-mail vide.',
  },
};

const es: Partial<ReportTexts> = {
  open: 'Informar de un problema con este producto',
  loading: 'Cargando el formulario…',
  heading: 'Informar de un problema',
  intro: 'Cuéntele a la marca qué ocurre. No necesita una cuenta; solo el correo es personal, y solo si lo indica.',
  description: '¿Qué ocurre?',
  whereBought: '¿Dónde lo compró?',
  shop: 'Tienda',
  city: 'Ciudad',
  country: 'País',
  onlineUrl: 'Dirección de la tienda en línea',
  price: 'Precio pagado',
  currency: 'Moneda',
  photos: 'Fotos',
  photosHint: 'Hasta 3 fotos del producto, png o jpeg, de 8 MB cada una.',
  removePhoto: (name) => `Quitar ${name}`,
  email: 'Su correo electrónico',
  emailHint: 'Solo si desea que la marca le contacte sobre este informe.',
  emailConsent: 'La marca puede contactarme en este correo sobre mi informe.',
  send: 'Enviar informe',
  cancel: 'Cancelar',
  sending: (percent) => `Enviando… ${percent} %`,
  thanks: 'Gracias por su informe',
  thanksDetail: 'La marca lo ha recibido y lo revisará.',
  failed: 'No se pudo enviar el informe. Compruebe su conexión e inténtelo de nuevo.',
  tooMany: 'Se han enviado demasiados informes desde aquí. Inténtelo más tarde.',
  optional: 'opcional',
  errors: {
    description: 'Qué ocurre: descríbalo (2000 caracteres como máximo).',
    onlineUrl: 'Tienda en línea: la dirección completa, empezando por https://',
    price: 'Precio: un número como 49,90.',
    currency: 'Moneda: un código de tres letras como EUR, junto con el precio.',
    email: 'Correo: compruebe la dirección.',
    emailConsent: 'Correo: marque la casilla para que la marca pueda contactarle, o deje el correo vacío.',
  },
};

const TEXTS: Record<string, Partial<ReportTexts>> = { en, de, fr, es };

/** The report's words in the page's language; a language without them, or without one of them, falls back to English. */
export const reportTexts = (language: string): ReportTexts => ({ ...en, ...TEXTS[language] });
