/** The product's name: a name, never translated. */
export const APP_NAME = 'Partner Incentives';
