import { marketingExpectations } from './marketing';
import { solutionExpectations } from './solutions';
import type { RouteExpectation } from './types';

export const routeExpectations: readonly RouteExpectation[] = [
  ...marketingExpectations,
  ...solutionExpectations,
];
