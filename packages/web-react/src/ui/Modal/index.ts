export { Modal, isClosable } from './Modal.js';
export type { ModalProps } from './Modal.js';
