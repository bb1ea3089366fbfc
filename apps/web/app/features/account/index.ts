// The account's public entry (ADR 091): what other features use of it — the header's account
// links, the log-out form, and the address book's fields and PIN rules that checkout shares.
export { ACCOUNT_LINKS } from './account-links';
export { AddressFields, ADDRESS_FIELDS, type AddressFieldName } from './address-fields';
export { fillCityAndState, refuseStateMismatch } from './address-from-pin';
export { LogoutButton } from './logout-form';
