import { Compass, CreditCard, Home, LayoutDashboard, Map, MessageCircle, Sparkles, Ticket, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** Spec §2 top navigation, in order. */
export const NAV_LINKS: NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), icon: Home },
  { label: 'Plan Trip', href: paths.generate.getHref(), icon: Sparkles },
  { label: 'My Trips', href: paths.dashboard.getHref(), icon: LayoutDashboard },
  { label: 'AI Travel Chat', href: paths.assistant.getHref(), icon: MessageCircle },
  { label: 'Explore Map', href: paths.mapExplorer.getHref(), icon: Map },
  { label: 'Redeem Code', href: paths.redeemCoupon.getHref(), icon: Ticket },
  { label: 'Plans', href: paths.pricing.getHref(), icon: CreditCard },
];

export interface FooterGroup {
  title: string;
  links: Array<{ label: string; href: string; small?: boolean }>;
}

/** Spec §2 footer groups. */
export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'Platform',
    links: [
      { label: 'Home', href: paths.home.getHref() },
      { label: 'Dashboard', href: paths.dashboard.getHref() },
      { label: 'Generate', href: paths.generate.getHref() },
      { label: 'Map Explorer', href: paths.mapExplorer.getHref() },
      { label: 'AI Assistant', href: paths.assistant.getHref() },
    ],
  },
  {
    title: 'Solutions',
    links: [
      { label: 'Pricing', href: paths.pricing.getHref() },
      { label: 'Enterprise', href: paths.enterprise.getHref() },
      { label: 'API', href: paths.apiDocs.getHref() },
      { label: 'Integrations', href: paths.integrations.getHref() },
      { label: 'Security', href: paths.security.getHref() },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Contact', href: paths.contact.getHref() },
      { label: 'Support', href: paths.support.getHref() },
      { label: 'Docs', href: paths.docs.getHref() },
      { label: 'Privacy', href: paths.privacy.getHref() },
      { label: 'System', href: paths.adminLogin.getHref(), small: true },
    ],
  },
];

export const LEGAL_LINKS = [
  { label: 'Terms', href: paths.terms.getHref() },
  { label: 'Privacy', href: paths.privacy.getHref() },
  { label: 'Cookies', href: paths.cookies.getHref() },
];

export { Compass as BrandIcon };
