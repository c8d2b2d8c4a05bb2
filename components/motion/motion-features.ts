import { domAnimation } from 'framer-motion';

// Loaded on demand by <LazyMotion>: animation code arrives after the page is interactive.
export default domAnimation;
