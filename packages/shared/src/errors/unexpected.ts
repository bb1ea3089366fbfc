/**
 * Spec §8's text for anything that went wrong without a reason to give. Its own module, free of
 * schemas, so a light page (the product page) can say it without loading zod.
 */
export const UNEXPECTED_ERROR = 'An error occurred. Please try again.';
