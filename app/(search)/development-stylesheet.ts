// The search layout links the stylesheet through this module in `next dev` only (see there).
import '../globals.css';
