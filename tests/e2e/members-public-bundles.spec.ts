import { expect, test, type Page, type Request } from './support/test';
import { createMember, signedInAs, signIn } from './support/members';

// The performance budget (brief): no public page loads the GraphQL client. Only the dashboard's
// chunk holds it; the header's session check uses plain fetch.

const publicPaths = [
  '/',
  '/login',
  '/signup',
  '/signup/pending',
  '/news-events',
  '/enrollment',
  '/enrollment/thank-you',
  '/classes',
  '/grade1',
  '/grade9-12',
  '/spanish-bites',
  '/teachers',
  '/resources',
];

// Strings only Apollo Client's code carries (its React context key and its error-page address).
const apolloMarkers = ['__APOLLO_CONTEXT__', 'go.apollo.dev'];

async function scriptsLoadedBy(page: Page, path: string) {
  const scriptUrls = new Set<string>();
  const graphqlCalls: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/graphql') graphqlCalls.push(url.pathname);
    if (request.resourceType() === 'script') scriptUrls.add(url.pathname);
  };
  page.on('request', onRequest);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  // Read afterwards from the server (the same static files): a page's own copies go with it.
  const scripts = new Map<string, string>();
  for (const url of scriptUrls) scripts.set(url, await (await page.request.get(url)).text());
  return { scripts, graphqlCalls };
}

test('no public page loads Apollo Client or calls GraphQL, signed out or signed in', async ({ page, request }) => {
  // Every public page twice, each until the network is idle: more than the default half minute on a busy machine.
  test.setTimeout(120_000);
  const member = await createMember(request, 'parent');
  for (const signedIn of [false, true]) {
    if (signedIn) {
      await signIn(page, member);
      // The dashboard's own queries may still be on their way when its address shows: let them finish first.
      await page.waitForLoadState('networkidle');
    }
    // Signed in, /login forwards to the dashboard (tested in members-auth.spec.ts).
    for (const path of publicPaths.filter((each) => !(signedIn && each === '/login'))) {
      const { scripts, graphqlCalls } = await scriptsLoadedBy(page, path);
      const names = [...scripts.keys()].map((name) => name.replace('/assets/', '')).sort();
      console.log(`${signedIn ? 'signed in ' : 'signed out'} ${path}: ${names.join(' ')}`);
      expect(scripts.size, path).toBeGreaterThan(0);
      expect(graphqlCalls, path).toEqual([]);
      for (const [name, code] of scripts) {
        for (const marker of apolloMarkers)
          expect(code.includes(marker), `${path} loaded ${name} with ${marker}`).toBe(false);
      }
    }
  }
});

test("the dashboard does load Apollo Client, in chunks of the members' area only", async ({ page, request }) => {
  await signedInAs(page, request, 'parent');
  const { scripts } = await scriptsLoadedBy(page, '/secure/dashboard');
  const withApollo = [...scripts].filter(([, code]) => apolloMarkers.every((marker) => code.includes(marker)));
  console.log(`dashboard chunks with Apollo: ${withApollo.map(([name]) => name).join(' ')}`);
  expect(withApollo.length).toBeGreaterThan(0);
  // Not the site's own script, which every public page loads (the test above checks every public page's).
  for (const [name] of withApollo) expect(name).not.toMatch(/^\/assets\/index-[\w-]+\.js$/);
});
