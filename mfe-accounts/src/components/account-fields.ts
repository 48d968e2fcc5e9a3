import { trimmedText } from 'shared/contracts/common';
import { FirstName, LastName } from 'shared/contracts/profile';

/** A person's first and last name, as registration and onboarding both ask for them and the API checks them. */
export const nameFields = { first_name: trimmedText(FirstName), last_name: trimmedText(LastName) };
