/**
 * Route paths as constants, for any file that links or navigates. This module imports nothing, so
 * anyone may import it without pulling in the route table (which imports every screen).
 */
export const homePath = '/m/home';
export const loginPath = '/m/login';
