export {
  Modal,
  modalSizes,
  DialogTrigger,
  type ModalProps,
  type DialogTriggerProps,
} from './Modal';
export { Dialog, type DialogProps, type DialogRenderProps } from './Dialog';
