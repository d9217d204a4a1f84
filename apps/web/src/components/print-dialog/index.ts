export { PrintDialog, type PrintPaper } from './print-dialog';
export { lengthTopicsOf } from './length-topics';
