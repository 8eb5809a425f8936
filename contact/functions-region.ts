/**
 * The Cloud Functions' region: where functions/ deploys them, and where the page calls them
 * (src/config/public-config.ts, on the cloud-functions host or the emulator). One value for both:
 * set apart, every message the page sent went to a region with no function (404). firebase.json's
 * rewrites name it too, held equal by scripts/__tests__/functions-region.test.ts.
 */
export const FUNCTIONS_REGION = 'us-central1';
