import { transformBigNumberTrendline } from '../../core/viz/big-number/index.ts';

export default transformBigNumberTrendline;
