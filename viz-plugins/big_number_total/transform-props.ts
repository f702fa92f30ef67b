import { transformBigNumberTotal } from '../../core/viz/big-number/index.ts';

export default transformBigNumberTotal;
