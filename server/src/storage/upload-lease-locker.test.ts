import { memoryLeases } from './testing/memory-leases';
import { uploadLeaseSuite } from './testing/upload-lease-suite';

uploadLeaseSuite('a Map of leases', memoryLeases);
