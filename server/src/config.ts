import path from "node:path";

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string | undefined; name: string };
  siteUrl: string;
  production: boolean;
  limits: {
    loginFailuresPerAccount: number;
    signupsPerHour: number;
    formsPerHour: number;
  };
  /** Where the built client lives; undefined serves no pages (API-only tests). */
  clientDir: string | undefined;
  contentDir: string;
}

const repoRoot = path.resolve(__dirname, "..", "..");

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: positiveInt("PORT", env.PORT, 3000),
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    admin: {
      email: (env.ADMIN_EMAIL || "admin@example.com").trim().toLowerCase(),
      password: env.ADMIN_PASSWORD || undefined,
      name: env.ADMIN_NAME || "Administrator",
    },
    siteUrl: (env.SITE_URL || "https://coop.example.org").replace(/\/+$/, ""),
    production: env.NODE_ENV === "production",
    limits: {
      loginFailuresPerAccount: positiveInt("LOGIN_FAILURE_LIMIT", env.LOGIN_FAILURE_LIMIT, 10),
      signupsPerHour: positiveInt("SIGNUP_LIMIT_PER_HOUR", env.SIGNUP_LIMIT_PER_HOUR, 20),
      formsPerHour: positiveInt("FORMS_LIMIT_PER_HOUR", env.FORMS_LIMIT_PER_HOUR, 30),
    },
    clientDir: path.join(repoRoot, "client", "dist"),
    contentDir: path.join(repoRoot, "content"),
  };
}
