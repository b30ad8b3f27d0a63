import type { ADDRESS_FORM_TEXTS } from './account.texts.ts';
import type { Twin } from '../i18n/languages.ts';

/** The address form's texts in another language: its labels by field, and the twins of the rest. */
export type AddressFormTwin = Twin<Omit<typeof ADDRESS_FORM_TEXTS, 'labels'>> & {
  readonly labels: { readonly [K in keyof typeof ADDRESS_FORM_TEXTS.labels]: string };
};

/** The delivery address form in Hindi. */
export const ADDRESS_FORM_TEXTS_HI: AddressFormTwin = {
  labels: {
    houseNumber: 'मकान / फ़्लैट नंबर',
    street: 'गली / सड़क',
    colony: 'कॉलोनी / इलाक़ा',
    city: 'शहर',
    state: 'राज्य',
    postalCode: 'पिन कोड',
    country: 'देश',
  },
  recipientName: 'पाने वाले का नाम (ज़रूरी नहीं)',
  recipientHint: 'पार्सल कौन लेगा। ख़ाली छोड़ें तो आपके नाम पर जाएगा।',
  landmark: 'पहचान की जगह (ज़रूरी नहीं)',
  landmarkHint: 'दरवाज़े के पास कुछ, जैसे कोई मंदिर या दुकान।',
  moreDetails: 'पहचान की जगह जोड़ें / किसी और को भेजें',
  pinHint: 'पिन कोड से शहर और राज्य अपने आप भर जाते हैं',
  chooseState: 'चुनें',
  indiaOnly: 'हम केवल भारत में डिलीवरी करते हैं।',
};
