export { Faq, FAQ_ITEMS } from './components/faq';
export { AboutHero, AboutFacts, AboutStory, LogoBanner, TeeMark } from './components/about';
export { PolicyLayout, POLICY_LINKS } from './components/policy-layout';
export { POLICY_META, PrivacyPolicy, RefundPolicy, ShippingPolicy, TermsSections } from './components/policies';
export { StoreDetails } from './components/store-details';
