// The administrator that global setup seeds into the fresh test database
// (the server creates it from ADMIN_EMAIL / ADMIN_PASSWORD on first start).
export const ADMIN_EMAIL = 'admin@example.test';
export const ADMIN_PASSWORD = 'E2e-admin-Passw0rd!';

export const ADMIN_ACCOUNT = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
