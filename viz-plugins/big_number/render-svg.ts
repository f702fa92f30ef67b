import { renderBigNumberSvg } from '../../core/viz/big-number/index.ts';

export default renderBigNumberSvg;
