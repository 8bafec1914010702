/** Every route of the product (spec §2) in one place (STYLE: bulletproof-react `config/paths.ts`). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  mapExplorer: { path: '/map-explorer', getHref: () => '/map-explorer' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  help: { path: '/help', getHref: () => '/help' },
  blog: { path: '/blog', getHref: () => '/blog' },
  careers: { path: '/careers', getHref: () => '/careers' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  status: { path: '/status', getHref: () => '/status' },
  enterprise: { path: '/enterprise', getHref: () => '/enterprise' },
  support: { path: '/support', getHref: () => '/support' },
  integrations: { path: '/integrations', getHref: () => '/integrations' },
  security: { path: '/security', getHref: () => '/security' },
  docs: { path: '/docs', getHref: () => '/docs' },
  cookies: { path: '/cookies', getHref: () => '/cookies' },
  apiDocs: { path: '/api', getHref: () => '/api' },
  subscribe: { path: '/subscribe', getHref: () => '/subscribe' },
  analysis: { path: '/vertex-analysis', getHref: () => '/vertex-analysis' },
  shared: { path: '/shared/:publicId', getHref: (publicId: string) => `/shared/${encodeURIComponent(publicId)}` },
  adminLogin: { path: '/admin/login', getHref: () => '/admin/login' },
  adminDashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  generate: { path: '/generate', getHref: () => '/generate' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  itinerary: { path: '/itinerary/:id', getHref: (id: string) => `/itinerary/${encodeURIComponent(id)}` },
  assistant: { path: '/travel-assistant', getHref: () => '/travel-assistant' },
  paymentCenter: { path: '/payment-center', getHref: () => '/payment-center' },
  redeemCoupon: { path: '/redeem-coupon', getHref: () => '/redeem-coupon' },
  settings: { path: '/settings', getHref: () => '/settings' },
  /** After a logout the page says so and waits for the person (docs/decisions: logged-out page). */
  login: { path: '/login', getHref: (opts: { loggedOut?: boolean } = {}) => (opts.loggedOut ? '/login?loggedOut=1' : '/login') },
  register: { path: '/register', getHref: () => '/register' },
  /** Server route that starts sign-in; `returnTo` brings the user back where they were going. */
  signIn: {
    path: '/api/auth/google',
    getHref: (returnTo?: string, opts: { selectAccount?: boolean } = {}) => {
      const q = new URLSearchParams({ ...(returnTo ? { returnTo } : {}), ...(opts.selectAccount ? { prompt: 'select_account' } : {}) }).toString();
      return q ? `/api/auth/google?${q}` : '/api/auth/google';
    },
  },
} as const;
