/**
 * Swedish: its words modules, by the name pages read them under (`translations.about`,
 * content/words.ts). A module whose words another gathers (the service pages' parts, read
 * through registry/services) needs no line of its own.
 */
export * as about from './about';
export * as brand from './brand';
export * as career from './career';
export * as cases from './cases';
export * as claims from './claims';
export * as contact from './contact';
export * as ctas from './ctas';
export * as customers from './customers';
export * as designGuide from './design-guide';
export * as home from './home';
export * as legalCookies from './legal/cookies';
export * as legalPrivacy from './legal/privacy';
export * as legalTerms from './legal/terms';
export * as login from './login';
export * as newsArticleFooter from './news/article-footer';
export * as newsPage from './news/page';
export * as notFound from './not-found';
export * as productScreens from './product-screens';
export * as registryClients from './registry/clients';
export * as registryModules from './registry/modules';
export * as registryServices from './registry/services';
export * as search from './search';
export * as servicesOverview from './services-overview';
export * as services from './services/index';
export * as site from './site';
export * as techSolutionCopy from './tech-solution/copy';
export * as techSolutionGlobalErp from './tech-solution/global-erp';
export * as techSolutionLocalErps from './tech-solution/local-erps';
export * as techSolutionModules from './tech-solution/modules';
export * as techSolutionOverview from './tech-solution/overview';
export * as techSolutionSubPages from './tech-solution/sub-pages';
export * as trust from './trust';
