import { ADDRESS_FORM_TEXTS } from '@shop/shared';
import { useScreenTexts } from '../../lib/i18n';

/** The address form's texts in the shown language (checkout and the address book). */
export const useAddressFormTexts = () => useScreenTexts('addressForm', ADDRESS_FORM_TEXTS);
