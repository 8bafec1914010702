import type { ComponentType } from 'react';

/**
 * Every screen of spec §2: its path, the module in src/client/pages that holds it (a named export),
 * the name shown in "Failed to load {page}", and whether it sits behind the auth guard.
 * Each `load` is a separate dynamic import, so each page is its own chunk.
 */
export interface PageEntry {
  path: string;
  title: string;
  guarded?: boolean;
  load: () => Promise<Record<string, unknown>>;
  exportName: string;
}

export const PAGES = {
  home: { path: '/', title: 'Home', load: () => import('../pages/home-page'), exportName: 'HomePage' },
  pricing: { path: '/pricing', title: 'Pricing', load: () => import('../pages/pricing-page'), exportName: 'PricingPage' },
  mapExplorer: { path: '/map-explorer', title: 'Map explorer', load: () => import('../pages/map-explorer-page'), exportName: 'MapExplorerPage' },
  about: { path: '/about', title: 'About', load: () => import('../pages/about-page'), exportName: 'AboutPage' },
  contact: { path: '/contact', title: 'Contact', load: () => import('../pages/contact-page'), exportName: 'ContactPage' },
  help: { path: '/help', title: 'Help', load: () => import('../pages/help-page'), exportName: 'HelpPage' },
  blog: { path: '/blog', title: 'Blog', load: () => import('../pages/blog-page'), exportName: 'BlogPage' },
  careers: { path: '/careers', title: 'Careers', load: () => import('../pages/careers-page'), exportName: 'CareersPage' },
  privacy: { path: '/privacy', title: 'Privacy', load: () => import('../pages/privacy-page'), exportName: 'PrivacyPage' },
  terms: { path: '/terms', title: 'Terms', load: () => import('../pages/terms-page'), exportName: 'TermsPage' },
  status: { path: '/status', title: 'Status', load: () => import('../pages/status-page'), exportName: 'StatusPage' },
  enterprise: { path: '/enterprise', title: 'Enterprise', load: () => import('../pages/enterprise-page'), exportName: 'EnterprisePage' },
  support: { path: '/support', title: 'Support', load: () => import('../pages/support-page'), exportName: 'SupportPage' },
  integrations: { path: '/integrations', title: 'Integrations', load: () => import('../pages/integrations-page'), exportName: 'IntegrationsPage' },
  security: { path: '/security', title: 'Security', load: () => import('../pages/security-page'), exportName: 'SecurityPage' },
  docs: { path: '/docs', title: 'Docs', load: () => import('../pages/docs-page'), exportName: 'DocsPage' },
  cookies: { path: '/cookies', title: 'Cookies', load: () => import('../pages/cookies-page'), exportName: 'CookiesPage' },
  apiDocs: { path: '/api', title: 'API documentation', load: () => import('../pages/api-docs-page'), exportName: 'ApiDocsPage' },
  subscribe: { path: '/subscribe', title: 'Subscribe', load: () => import('../pages/subscribe-page'), exportName: 'SubscribePage' },
  analysis: { path: '/vertex-analysis', title: 'AI analysis', load: () => import('../pages/vertex-analysis-page'), exportName: 'VertexAnalysisPage' },
  shared: { path: '/shared/:publicId', title: 'Shared itinerary', load: () => import('../pages/shared-itinerary-page'), exportName: 'SharedItineraryPage' },
  adminLogin: { path: '/admin/login', title: 'Admin login', load: () => import('../pages/admin-login-page'), exportName: 'AdminLoginPage' },
  adminDashboard: { path: '/admin/dashboard', title: 'Admin dashboard', load: () => import('../pages/admin-dashboard-page'), exportName: 'AdminDashboardPage' },
  generate: { path: '/generate', title: 'Plan a trip', guarded: true, load: () => import('../pages/generate-page'), exportName: 'GeneratePage' },
  dashboard: { path: '/dashboard', title: 'My trips', guarded: true, load: () => import('../pages/dashboard-page'), exportName: 'DashboardPage' },
  itinerary: { path: '/itinerary/:id', title: 'Itinerary', guarded: true, load: () => import('../pages/itinerary-page'), exportName: 'ItineraryPage' },
  assistant: { path: '/travel-assistant', title: 'AI travel assistant', guarded: true, load: () => import('../pages/travel-assistant-page'), exportName: 'TravelAssistantPage' },
  paymentCenter: { path: '/payment-center', title: 'Payment center', guarded: true, load: () => import('../pages/payment-center-page'), exportName: 'PaymentCenterPage' },
  redeemCoupon: { path: '/redeem-coupon', title: 'Redeem coupon', guarded: true, load: () => import('../pages/redeem-coupon-page'), exportName: 'RedeemCouponPage' },
  settings: { path: '/settings', title: 'Settings', guarded: true, load: () => import('../pages/settings-page'), exportName: 'SettingsPage' },
  notFound: { path: '*', title: 'Page not found', load: () => import('../pages/not-found-page'), exportName: 'NotFoundPage' },
} satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof PAGES;

/** Resolve a module to its page component, or explain which export is missing. */
export function pickExport(mod: Record<string, unknown>, exportName: string): ComponentType {
  const component = mod[exportName];
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`The page module does not export ${exportName}`);
  }
  return component as ComponentType;
}
