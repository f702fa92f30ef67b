import { BigNumberView } from '../../core/viz/react/big-number-view.tsx';

export default BigNumberView;
