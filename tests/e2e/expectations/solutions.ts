import type { RouteExpectation } from './types';

// Tech solution pages, login, design guide, brand, legal pages.
export const solutionExpectations: RouteExpectation[] = [];
