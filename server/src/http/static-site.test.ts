import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticSite } from "./static-site";

// A built client in miniature: two pre-rendered pages written with the placeholder origin, the shell and the
// manifest, as scripts/prerender.mjs writes them.
const placeholder = "https://site-url.invalid";
const siteUrl = "https://coop.example.test";
let clientDir: string;
let server: ReturnType<express.Express["listen"]>;
let base: string;

function page(title: string): string {
  return `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${placeholder}/x"/></head><body><div id="root"><h1>${title}</h1></div><script type="application/json" id="app-data">{"siteUrl":"${placeholder}"}</script></body></html>`;
}

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "coop-static-"));
  fs.mkdirSync(path.join(clientDir, "classes"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "index.html"), page("Home"));
  fs.writeFileSync(path.join(clientDir, "classes", "index.html"), page("Our Classes"));
  fs.writeFileSync(path.join(clientDir, "shell.html"), `<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>`);
  fs.writeFileSync(path.join(clientDir, "assets", "index-abc.js"), "console.log(1)");
  fs.writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
  fs.writeFileSync(
    path.join(clientDir, "prerender-manifest.json"),
    JSON.stringify({
      siteUrlPlaceholder: placeholder,
      shell: "shell.html",
      pages: [
        { path: "/", file: "index.html" },
        { path: "/classes", file: "classes/index.html" },
      ],
      clientOnlyPaths: ["/secure/dashboard"],
    }),
  );
  const app = express();
  app.use(staticSite(clientDir, fs.mkdtempSync(path.join(os.tmpdir(), "coop-content-")), siteUrl));
  await new Promise<void>((resolve) => {
    server = app.listen(0, () => resolve());
  });
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("static site", () => {
  it("serves a pre-rendered page with SITE_URL in place of the placeholder, revalidated on each visit", async () => {
    const answer = await fetch(`${base}/classes`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    const html = await answer.text();
    expect(html).toContain("<h1>Our Classes</h1>");
    expect(html).toContain(`href="${siteUrl}/x"`);
    expect(html).toContain(`{"siteUrl":"${siteUrl}"}`);
    expect(html).not.toContain(placeholder);
    expect(await (await fetch(`${base}/`)).text()).toContain("<h1>Home</h1>");
  });

  it("answers an unknown path with the shell and 404, a client-only route with the shell and 200", async () => {
    const unknown = await fetch(`${base}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root"></div>');
    const dashboard = await fetch(`${base}/secure/dashboard`);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('<div id="root"></div>');
  });

  it("redirects a trailing slash to the page address, keeping the query", async () => {
    const answer = await fetch(`${base}/classes/?a=1`, { redirect: "manual" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/classes?a=1");
  });

  it("never sends the raw page files or the manifest", async () => {
    for (const file of ["/classes/index.html", "/index.html", "/shell.html", "/prerender-manifest.json"]) {
      const answer = await fetch(`${base}${file}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain(placeholder);
    }
  });

  it("serves assets for a year and other root files as they are", async () => {
    const asset = await fetch(`${base}/assets/index-abc.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it("lists the pages in sitemap.xml and points robots.txt to it, at SITE_URL", async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([`${siteUrl}/`, `${siteUrl}/classes`]);
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toContain("Disallow: /secure/");
  });
});
