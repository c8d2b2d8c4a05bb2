// search-layout.tsx links the stylesheet through this module in `next dev` only (see there).
import '../globals.css';
