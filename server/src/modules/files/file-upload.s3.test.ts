// The same suite with uploaded bytes in S3-compatible object storage: s3rver on a loopback port.
import { useStorage } from '../../test-support/storage-under-test';
import './file-upload.test';

useStorage('s3');
