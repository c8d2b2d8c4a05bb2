// The search layouts link the stylesheet through this module in `next dev` only (see there).
import '../globals.css';
