/**
 * Every screen of the product (spec §2) as data: its path pattern, the page module in
 * src/client/pages that renders it (a named export), the name shown in "Failed to load {page}", and
 * whether it sits behind the auth guard. The client builds its lazy router from this table; the server
 * uses it to preload the right page chunk with index.html and to answer unknown paths with a 404.
 */
export interface RouteEntry {
  path: string;
  page: string;
  exportName: string;
  title: string;
  guarded?: boolean;
}

export const ROUTES = {
  home: { path: '/', page: 'home-page', exportName: 'HomePage', title: 'Home' },
  pricing: { path: '/pricing', page: 'pricing-page', exportName: 'PricingPage', title: 'Pricing' },
  mapExplorer: { path: '/map-explorer', page: 'map-explorer-page', exportName: 'MapExplorerPage', title: 'Map explorer' },
  about: { path: '/about', page: 'about-page', exportName: 'AboutPage', title: 'About' },
  contact: { path: '/contact', page: 'contact-page', exportName: 'ContactPage', title: 'Contact' },
  help: { path: '/help', page: 'help-page', exportName: 'HelpPage', title: 'Help' },
  blog: { path: '/blog', page: 'blog-page', exportName: 'BlogPage', title: 'Blog' },
  careers: { path: '/careers', page: 'careers-page', exportName: 'CareersPage', title: 'Careers' },
  privacy: { path: '/privacy', page: 'privacy-page', exportName: 'PrivacyPage', title: 'Privacy' },
  terms: { path: '/terms', page: 'terms-page', exportName: 'TermsPage', title: 'Terms' },
  status: { path: '/status', page: 'status-page', exportName: 'StatusPage', title: 'Status' },
  enterprise: { path: '/enterprise', page: 'enterprise-page', exportName: 'EnterprisePage', title: 'Enterprise' },
  support: { path: '/support', page: 'support-page', exportName: 'SupportPage', title: 'Support' },
  integrations: { path: '/integrations', page: 'integrations-page', exportName: 'IntegrationsPage', title: 'Integrations' },
  security: { path: '/security', page: 'security-page', exportName: 'SecurityPage', title: 'Security' },
  docs: { path: '/docs', page: 'docs-page', exportName: 'DocsPage', title: 'Docs' },
  cookies: { path: '/cookies', page: 'cookies-page', exportName: 'CookiesPage', title: 'Cookies' },
  apiDocs: { path: '/api', page: 'api-docs-page', exportName: 'ApiDocsPage', title: 'API documentation' },
  subscribe: { path: '/subscribe', page: 'subscribe-page', exportName: 'SubscribePage', title: 'Subscribe' },
  analysis: { path: '/vertex-analysis', page: 'vertex-analysis-page', exportName: 'VertexAnalysisPage', title: 'AI analysis' },
  shared: { path: '/shared/:publicId', page: 'shared-itinerary-page', exportName: 'SharedItineraryPage', title: 'Shared itinerary' },
  adminLogin: { path: '/admin/login', page: 'admin-login-page', exportName: 'AdminLoginPage', title: 'Admin login' },
  adminDashboard: { path: '/admin/dashboard', page: 'admin-dashboard-page', exportName: 'AdminDashboardPage', title: 'Admin dashboard' },
  generate: { path: '/generate', page: 'generate-page', exportName: 'GeneratePage', title: 'Plan a trip', guarded: true },
  dashboard: { path: '/dashboard', page: 'dashboard-page', exportName: 'DashboardPage', title: 'My trips', guarded: true },
  itinerary: { path: '/itinerary/:id', page: 'itinerary-page', exportName: 'ItineraryPage', title: 'Itinerary', guarded: true },
  assistant: {
    path: '/travel-assistant',
    page: 'travel-assistant-page',
    exportName: 'TravelAssistantPage',
    title: 'AI travel assistant',
    guarded: true,
  },
  paymentCenter: {
    path: '/payment-center',
    page: 'payment-center-page',
    exportName: 'PaymentCenterPage',
    title: 'Payment center',
    guarded: true,
  },
  sandboxCheckout: {
    path: '/checkout/sandbox/:id',
    page: 'sandbox-checkout-page',
    exportName: 'SandboxCheckoutPage',
    title: 'Sandbox checkout',
    guarded: true,
  },
  receipt: { path: '/payment-center/receipts/:id', page: 'receipt-page', exportName: 'ReceiptPage', title: 'Receipt', guarded: true },
  redeemCoupon: {
    path: '/redeem-coupon',
    page: 'redeem-coupon-page',
    exportName: 'RedeemCouponPage',
    title: 'Redeem coupon',
    guarded: true,
  },
  settings: { path: '/settings', page: 'settings-page', exportName: 'SettingsPage', title: 'Settings', guarded: true },
  notFound: { path: '*', page: 'not-found-page', exportName: 'NotFoundPage', title: 'Page not found' },
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof ROUTES;

/** Paths the client router redirects (spec §2); they are real routes, not 404s. */
export const REDIRECTS = {
  admin: { path: '/admin', to: 'adminDashboard' },
  login: { path: '/login', to: 'signIn' },
  register: { path: '/register', to: 'signIn' },
} as const satisfies Record<string, { path: string; to: RouteKey | 'signIn' }>;

export const REDIRECT_PATHS = Object.values(REDIRECTS).map((r) => r.path);

/** The server route that starts sign-in (a redirect to the identity provider, not a screen). */
export const SIGN_IN_PATH = '/api/auth/google';

/** One string per `:param` of a path pattern, in order: '/itinerary/:id' → [id: string]. */
export type PathArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathArgs<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A concrete href for a pattern: each `:param` replaced, in order, by its URL-encoded value. */
export function hrefOf<P extends string>(pattern: P, ...values: PathArgs<P>): string {
  let i = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent((values as string[])[i++] ?? ''));
}

/** Which screen renders a pathname ('notFound' when none does). */
export function matchRoute(pathname: string): RouteKey {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const key of Object.keys(ROUTES) as RouteKey[]) {
    const pattern = ROUTES[key].path;
    if (pattern === '*') continue;
    const re = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    if (re.test(clean)) return key;
  }
  return 'notFound';
}
