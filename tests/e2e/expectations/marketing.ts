import type { RouteExpectation } from './types';

// Home, about, services, service pages, career, contact, features.
export const marketingExpectations: RouteExpectation[] = [];
