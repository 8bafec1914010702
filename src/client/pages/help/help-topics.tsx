import { Link } from 'react-router';
import type { FaqItem } from '../../components/content/faq-list';
import { paths } from '../../config/paths';

export interface HelpTopic {
  title: string;
  items: FaqItem[];
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    title: 'Getting started',
    items: [
      {
        question: 'How do I sign in?',
        answer: (
          <p>
            Choose Sign In at the top of any page. You sign in with Google or with the provider your organisation set up; Wayfarer never
            asks for a password.
          </p>
        ),
      },
      {
        question: 'Do I need an API key or an AI account?',
        answer: <p>No. The built-in parser and planning engine work without any keys or outside services.</p>,
      },
      {
        question: 'What does it cost?',
        answer: (
          <p>
            Nothing: there are no paid plans yet. Each account can generate a limited number of new plans per day;{' '}
            <Link to={paths.pricing.getHref()}>pricing</Link> shows the number.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Plans and feasibility',
    items: [
      {
        question: 'What does “feasible” mean?',
        answer: (
          <p>
            That every stop is open for the whole of your visit, every transfer has enough time, each day fits your pace, lodging fits your
            party and the total is within your budget. The feasibility report lists each of these checks for your plan.
          </p>
        ),
      },
      {
        question: 'The planner says my trip is not feasible. What now?',
        answer: (
          <p>
            The report names the constraints that conflict and the smallest change that would work, such as adding a day, raising the budget
            a little or dropping one must-see place. Pick the change you prefer and plan again.
          </p>
        ),
      },
      {
        question: 'A place had different opening hours when I got there.',
        answer: (
          <p>
            Places change their hours, and our data can lag behind. The report shows which hours the plan assumed. Tell us through{' '}
            <Link to={paths.support.getHref()}>support</Link> so we can correct the data for everyone.
          </p>
        ),
      },
      {
        question: 'Are the prices in my plan what I will pay?',
        answer: (
          <p>
            They are estimates from our place data, used to keep the plan within budget. Wayfarer does not sell tickets or rooms, so check
            prices with the provider before you book.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Map explorer and analysis',
    items: [
      {
        question: 'What does the map explorer show?',
        answer: (
          <p>
            The <Link to={paths.mapExplorer.getHref()}>map explorer</Link> shows our curated destinations and places. Filter by category,
            interest, price or “open at” a date and time in the place’s own time zone; choose a place for its hours, visit length, price and
            the month’s climate, then plan a trip there or add it to a day of one of your trips (the feasibility checker runs again). The
            list beside the map is the keyboard and screen-reader way to the same places. The base map is offline unless your administrator
            configured real map tiles.
          </p>
        ),
      },
      {
        question: 'Where do the analysis figures come from?',
        answer: (
          <p>
            <Link to={paths.analysis.getHref()}>Analysis</Link> compares destinations from our curated climate normals, costs and places.
            Signed in, it analyses one of your trips from the itinerary itself; CO2 uses the UK government’s 2024 conversion factors, named
            on the page. Every chart has a table with the same figures and a CSV download. The written summary only states figures shown on
            the page; it comes from a language model only when the service has one configured.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Editing',
    items: [
      {
        question: 'How do I change a plan?',
        answer: (
          <p>Edit stops directly in the itinerary, re-plan a day or swap a stop. Every change is checked again before it is saved.</p>
        ),
      },
      {
        question: 'What can the AI travel assistant do?',
        answer: (
          <p>
            Open <Link to={paths.assistant.getHref()}>the assistant</Link> or “Ask the assistant” on an itinerary. It finds places open at a
            time or near a stop, gives opening hours, weather normals, travel times, plugs, tipping and indicative currency conversions, and
            proposes changes to your trip (add, remove, move, retime, swap, a lighter or busier day, re-plan a day, a new trip). Each change
            is shown with its cost and feasibility before and after; nothing is saved until you choose Apply, and Undo reverts it. Without a
            language model configured it uses a built-in assistant that says plainly what it cannot do.
          </p>
        ),
      },
      {
        question: 'I edited the same trip on two devices. Which version wins?',
        answer: <p>Neither silently. Wayfarer detects the conflict and shows both versions so you can choose.</p>,
      },
    ],
  },
  {
    title: 'Account and data',
    items: [
      {
        question: 'How do I export or delete my data?',
        answer: (
          <p>
            In <Link to={paths.settings.getHref()}>Settings</Link> you can download everything we hold about you and delete your account.
            The <Link to={paths.privacy.getHref()}>privacy policy</Link> lists what is stored.
          </p>
        ),
      },
      {
        question: 'Why was I signed out?',
        answer: (
          <p>
            For your security, sessions end after a long period of inactivity; you get a warning before it happens. Sign in again and you
            will find everything as you left it.
          </p>
        ),
      },
      {
        question: 'How do I use a promotional code?',
        answer: (
          <p>
            Sign in and open <Link to={paths.redeemCoupon.getHref()}>Redeem Code</Link>.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Accessibility',
    items: [
      {
        question: 'Can I use Wayfarer with only a keyboard?',
        answer: (
          <p>
            Yes. Every control can be reached with Tab, and shortcuts jump to the main content (Alt+1), navigation (Alt+2) and search
            (Alt+3). Alt+/ lists them all.
          </p>
        ),
      },
      {
        question: 'Can I make text larger or turn off animations?',
        answer: (
          <p>
            Yes. The accessibility settings offer larger text, high contrast, reduced motion and a screen-reader-optimised layout. They are
            remembered on your device.
          </p>
        ),
      },
      {
        question: 'I found an accessibility problem.',
        answer: (
          <p>
            Please tell us through <Link to={paths.support.getHref()}>support</Link> with the topic “Accessibility”. We treat these as bugs.
          </p>
        ),
      },
    ],
  },
];
